import { useTranslations } from "next-intl";
import type { Product } from "@/lib/api/schemas";
import { productPath } from "@/lib/paths";
import { LanguageLink as Link } from "@/components/i18n/language-link";
import { Price } from "@/components/ui/price";
import { WishlistItem, WishlistItemActions } from "./wishlist-item";
import { Thumbnail } from "@/components/ui/thumbnail";

/** A saved product: image, name linking to the product, the first pack with its price, and the actions. */
export function WishlistProductRow({ product, listId }: { product: Product; listId: number }) {
  const t = useTranslations("Product");
  const pack = product.packs[0];
  const href = productPath(product.slug);
  const nameId = `wishlist-${listId}-product-${product.product_id}`;
  return (
    <WishlistItem className="grid grid-cols-[auto_1fr] gap-3 rounded-xl border border-line bg-surface-raised p-3 sm:gap-x-4">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="sm:row-span-2">
        <Thumbnail image={product.image} size="medium" edge={96} className="h-20 w-20 rounded-lg bg-surface-muted object-contain p-1 sm:h-24 sm:w-24" />
      </Link>
      <div className="flex min-w-0 flex-col gap-1">
        {product.brand_name && <p className="truncate text-xs font-medium uppercase tracking-wide text-fg-muted">{product.brand_name}</p>}
        <h3 className="line-clamp-2 text-sm font-semibold leading-5 text-fg">
          <Link id={nameId} href={href} className="hover:text-brand hover:underline">
            {product.product_name}
          </Link>
        </h3>
        {pack ? (
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xs text-fg-muted">
              <span className="sr-only">{t("packSr")}</span>
              {pack.pack_name}
            </span>
            <Price pack={pack} size="sm" />
          </div>
        ) : (
          <p className="text-sm font-medium text-fg-muted">{t("currentlyUnavailable")}</p>
        )}
      </div>
      <div className="col-span-2 self-end sm:col-span-1 sm:col-start-2">
        <WishlistItemActions
          productId={product.product_id}
          productName={product.product_name}
          listId={listId}
          pack={pack}
          describedBy={nameId}
        />
      </div>
    </WishlistItem>
  );
}

import { useTranslations } from "next-intl";
import type { WishlistWithProducts } from "@/lib/api/schemas";
import { LanguageLink } from "@/components/i18n/language-link";
import { HeartIcon } from "@/components/ui/icons";
import { DEFAULT_WISHLIST_ID } from "@/lib/api/contract/wishlist";
import { WishlistProductRow } from "./wishlist-product-row";

/** One list with its products; the empty note shows when the list has none, or once the last is removed. */
export function WishlistSection({ list }: { list: WishlistWithProducts }) {
  const t = useTranslations("AccountPages");
  const headingId = `wishlist-${list.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold text-fg">
        <HeartIcon filled size={18} className="text-danger" aria-hidden="true" />
        {list.id === DEFAULT_WISHLIST_ID ? t("defaultList") : list.name}
      </h2>
      <ul aria-labelledby={headingId} className="peer grid gap-3 empty:hidden lg:grid-cols-2">
        {list.products.map((product) => (
          <WishlistProductRow key={product.product_id} product={product} listId={list.id} />
        ))}
      </ul>
      <p className="hidden text-sm text-fg-muted peer-empty:block">
        {t("emptyList")}{" "}
        <LanguageLink href="/products" className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("browseProducts")}
        </LanguageLink>
      </p>
    </section>
  );
}

import Link from "next/link";
import type { Pack, Product } from "@/lib/api/schemas";
import { formatDiscount } from "@/lib/format";
import { imageSrcSet, imageUrl } from "@/lib/images";
import { cx } from "@/components/ui/cx";
import { Price } from "@/components/ui/price";
import { UnitPrice } from "@/components/ui/unit-price";
import { AddToCartButton } from "./add-to-cart-button";
import { firstPackToShow, StockNote } from "./stock-note";
import { WishlistButton } from "./wishlist-button";
import { productPath } from "@/lib/paths";

/** How wide a card's picture is drawn in the grids (two columns on phones up to five on wide screens). */
const PRODUCT_CARD_SIZES = "(min-width: 1536px) 16vw, (min-width: 1280px) 20vw, (min-width: 768px) 28vw, 45vw";

const cartPack = ({ pack_id, pack_name, warehouse_id, in_stock }: Pack) => ({ pack_id, pack_name, warehouse_id, in_stock });

type ProductCardProps = {
  product: Product;
  /** Heading level of the product name in its context. */
  headingLevel?: 2 | 3;
  /** Load the image eagerly (first cards above the fold). */
  priority?: boolean;
  className?: string;
};

/**
 * A product tile (server component): first media image, name, the first pack in stock (else the first)
 * with its name, price, MRP, discount and stock note, and the add/wishlist controls (client islands).
 * The whole card links to the product.
 */
export function ProductCard({ product, headingLevel = 3, priority, className }: ProductCardProps) {
  const pack = firstPackToShow(product.packs);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const discount = pack ? formatDiscount(pack.discount, pack.discount_type) : "";
  const href = productPath(product.slug);
  const srcSet = imageSrcSet(product.image, ["small", "medium"]);
  // The client islands get only the fields they use, not the whole product (descriptions, medias…).
  const island = { product_id: product.product_id, product_name: product.product_name, wishlist: product.wishlist };
  return (
    <article
      data-testid="product-card"
      className={cx("group product-card", className)}
    >
      <div className="product-card-frame">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={imageUrl(product.image, "medium")}
          srcSet={srcSet}
          sizes={srcSet && PRODUCT_CARD_SIZES}
          alt={product.product_name}
          width={300}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="tile-image"
        />
        {discount && (
          <span className="product-card-badge">{discount}</span>
        )}
        <WishlistButton product={island} className="absolute right-2 top-2" />
      </div>
      {product.brand_name && <p className="product-card-brand">{product.brand_name}</p>}
      <Heading className="product-card-name">
        {/* A list holds dozens of cards: none prefetches its page (a phone's data, a build on the server). */}
        <Link href={href} className="product-card-link" prefetch={false}>
          {product.product_name}
        </Link>
      </Heading>
      {pack ? (
        <>
          <p className="mt-1 text-xs text-fg-muted">
            <span className="sr-only">Pack: </span>
            {pack.pack_name}
            {product.packs.length > 1 && <span className="text-fg-muted"> · {product.packs.length} sizes</span>}
          </p>
          <StockNote pack={pack} className="mt-1 text-xs" />
          <div className="product-card-buy">
            <div className="flex flex-col">
              <Price pack={{ ...pack, discount: 0 }} size="sm" />
              <UnitPrice pack={pack} />
            </div>
            <AddToCartButton product={island} pack={cartPack(pack)} className="product-card-add" />
          </div>
        </>
      ) : (
        <p className="mt-auto pt-3 text-sm font-medium text-fg-muted">Currently unavailable</p>
      )}
    </article>
  );
}

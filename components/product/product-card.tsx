"use client";

import { useTranslations } from "use-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { cx } from "@/components/ui/cx";
import { Price } from "@/components/ui/price";
import { UnitPrice } from "@/components/ui/unit-price";
import { AddToCartButton } from "./add-to-cart-button";
import type { ProductCardData } from "./product-card-data";
import { StockNote } from "./stock-note";
import { WishlistButton } from "./wishlist-button";

/** How wide a card's picture is drawn in the grids (two columns on phones up to five on wide screens). */
const PRODUCT_CARD_SIZES = "(min-width: 1536px) 16vw, (min-width: 1280px) 20vw, (min-width: 768px) 28vw, 45vw";

type ProductCardProps = {
  card: ProductCardData;
  /** Heading level of the product name in its context. */
  headingLevel?: 2 | 3;
  /** Load the image eagerly (first cards above the fold). */
  priority?: boolean;
  className?: string;
};

/**
 * A product tile: first media image, name, the first pack in stock (else the first) with its name,
 * price, MRP, discount and stock note, and the add/wishlist controls. The whole card links to the
 * product. A client component although it is drawn on the server: a page's RSC data then carries each
 * card's few fields (see productCardData) rather than its element tree next to its HTML.
 */
export function ProductCard({ card, headingLevel = 3, priority, className }: ProductCardProps) {
  const { product, pack } = card;
  const t = useTranslations("Product");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article data-testid="product-card" className={cx("group product-card", className)}>
      <div className="product-card-frame">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={card.image}
          srcSet={card.srcSet}
          sizes={card.srcSet && PRODUCT_CARD_SIZES}
          alt={product.product_name}
          width={300}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="tile-image"
        />
        {card.discount && <span className="product-card-badge">{card.discount}</span>}
        <WishlistButton product={product} className="product-card-wishlist" />
      </div>
      {card.brand && <p className="product-card-brand">{card.brand}</p>}
      <Heading className="product-card-name">
        <IntentLink href={card.href} className="product-card-link">
          {product.product_name}
        </IntentLink>
      </Heading>
      {pack ? (
        <>
          <p className="product-card-pack">
            <span className="sr-only">{t("packSr")}</span>
            {card.packCount ? t("packSizes", { pack: pack.pack_name, count: card.packCount }) : pack.pack_name}
          </p>
          <StockNote pack={pack} className="mt-1 text-xs" />
          <div className="product-card-buy">
            <div className="flex flex-col">
              <Price pack={{ price: pack.price, act_price: pack.act_price, discount: 0, discount_type: null }} size="sm" />
              <UnitPrice pack={pack} />
            </div>
            <AddToCartButton product={product} pack={pack} className="product-card-add" />
          </div>
        </>
      ) : (
        <p className="mt-auto pt-3 text-sm font-medium text-fg-muted">{t("currentlyUnavailable")}</p>
      )}
    </article>
  );
}

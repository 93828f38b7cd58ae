import type { Pack, Product } from "@/lib/api/schemas";
import { formatDiscount } from "@/lib/format";
import { imageSrcSet, imageUrl } from "@/lib/images";
import { packPath, productPath } from "@/lib/paths";
import { firstPackToShow } from "@/lib/first-pack-to-show";
import type { WishlistProduct } from "./wishlist-button";

/** What a card shows of the pack it offers, and what its Add button puts in the cart. */
type CardPack = Pick<
  Pack,
  "pack_id" | "pack_name" | "warehouse_id" | "in_stock" | "price" | "act_price" | "unit_price" | "net_unit" | "stock_status" | "stock_left"
>;

/**
 * A product card's data, worked out where the product is loaded: a list page sends these to the
 * browser once per card instead of the card's whole element tree. Fields a card does not show are
 * left out rather than set to undefined (each would still be sent as a placeholder).
 */
export type ProductCardData = {
  product: WishlistProduct;
  href: string;
  image: string;
  srcSet?: string;
  brand?: string;
  /** The pack a sized search found, else the first in stock, else the first; none when the product has no packs. */
  pack?: CardPack;
  /** How many packs the product has, when more than one. */
  packCount?: number;
  discount?: string;
};

const cardPack = (pack: Pack): CardPack => {
  const { pack_id, pack_name, warehouse_id, in_stock, price, act_price, unit_price, net_unit, stock_status, stock_left } = pack;
  return { pack_id, pack_name, warehouse_id, in_stock, price, act_price, unit_price, net_unit, stock_status, stock_left };
};

/** A card's data; `mediaBase` is the image CDN, which a browser knows only when the server hands it over. */
export function productCardData(product: Product, mediaBase = process.env.IMAGE_CDN_URL): ProductCardData {
  const matched = product.packs.find((pack) => pack.pack_id === product.matched_pack_id);
  const card: ProductCardData = {
    product: { product_id: product.product_id, product_name: product.product_name, wishlist: product.wishlist },
    href: matched ? packPath(productPath(product.slug), matched.pack_id) : productPath(product.slug),
    image: imageUrl(product.image, "medium", mediaBase),
  };
  const srcSet = imageSrcSet(product.image, ["small", "medium"], mediaBase);
  if (srcSet) card.srcSet = srcSet;
  if (product.brand_name) card.brand = product.brand_name;
  const pack = matched ?? firstPackToShow(product.packs);
  if (pack) {
    card.pack = cardPack(pack);
    const discount = formatDiscount(pack.discount, pack.discount_type);
    if (discount) card.discount = discount;
  }
  if (product.packs.length > 1) card.packCount = product.packs.length;
  return card;
}

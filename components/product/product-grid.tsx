import type { Product } from "@/lib/api/schemas";
import { productCardData } from "./product-card-data";
import { ProductCardList } from "./product-card-list";

/** The product list grid of a listing page: each product's card data, worked out on the server. */
export function ProductGrid({ products, headingLevel = 2 }: { products: Product[]; headingLevel?: 2 | 3 }) {
  return <ProductCardList cards={products.map((product) => productCardData(product))} headingLevel={headingLevel} />;
}

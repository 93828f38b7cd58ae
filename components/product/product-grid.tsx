import type { Product } from "@/lib/api/schemas";
import { ProductCard } from "./product-card";
import { productCardData } from "./product-card-data";

/** The product list grid: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({ products, headingLevel = 2 }: { products: Product[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
      {products.map((product, index) => (
        <li key={product.product_id}>
          <ProductCard card={productCardData(product)} headingLevel={headingLevel} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}

"use client";

import { ProductCard } from "./product-card";
import type { ProductCardData } from "./product-card-data";

/**
 * The product list grid (2 columns on phones up to 5 on wide screens), drawn from the cards' data. One
 * client component for the whole list: a page's RSC data then carries one list of card data rather
 * than a list item and a card element around each.
 */
export function ProductCardList({ cards, headingLevel }: { cards: ProductCardData[]; headingLevel: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
      {cards.map((card, index) => (
        <li key={card.product.product_id}>
          <ProductCard card={card} headingLevel={headingLevel} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}

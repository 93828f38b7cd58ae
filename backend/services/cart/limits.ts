const DEFAULT_MAX_LINE_QUANTITY = 20;

/** Units of one pack a cart may hold; CART_MAX_LINE_QUANTITY overrides it (load tests, wholesale sites). */
export function maxLineQuantity(): number {
  const configured = Number(process.env.CART_MAX_LINE_QUANTITY);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_MAX_LINE_QUANTITY;
}

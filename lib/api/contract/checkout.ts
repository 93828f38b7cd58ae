export const ORDER_NOTES_MAX = 500;

/** The page that thanks the shopper for a placed order: where a paid order, and a cash order at once, goes. */
export const orderSuccessPath = (orderNumber: string) => `/order/success/${encodeURIComponent(orderNumber)}`;

/** The heading of the row of products from the shopper's latest orders (home page and account). */
export const BUY_AGAIN_TITLE = "Buy again";

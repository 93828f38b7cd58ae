/**
 * The list every customer has without creating it. The API names it by this id in every wishlist
 * call; it has no row of its own (its items carry no list), and each page shows its name in its language.
 */
export const DEFAULT_WISHLIST_ID = 0;

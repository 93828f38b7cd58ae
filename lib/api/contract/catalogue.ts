export const PRODUCTS_PER_PAGE = 24;
export const PAGE_SIZE_CHOICES = [5, 10, 20, 50, 100] as const;
export const PRODUCT_SORTS = ["relevance", "price_asc", "price_desc", "discount", "name", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

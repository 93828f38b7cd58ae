export const CUSTOMER_SORTS = ["name", "created_at", "last_order_at"] as const;
export const CUSTOMERS_PER_PAGE = 25;
export const CUSTOMER_NOT_FOUND = "No customer with this id on this website";

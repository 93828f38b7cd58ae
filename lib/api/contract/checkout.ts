export const ORDER_NOTES_MAX = 500;

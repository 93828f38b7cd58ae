export const CONSOLE_COUPONS_PATH = "/bos/admin/coupons";
export const consoleCouponPath = (id: number) => `${CONSOLE_COUPONS_PATH}/${id}`;

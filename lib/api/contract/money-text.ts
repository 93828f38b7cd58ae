import { formatPrice } from "@/lib/format";

/** Paise as shoppers read them in messages, exactly as the storefront prints prices: ₹1,234.50 */
export const formatPaise = (paise: number) => formatPrice(Math.round(paise) / 100);

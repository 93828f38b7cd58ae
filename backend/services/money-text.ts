import { formatPrice } from "@/lib/format";
import { rupees } from "./money";

/** Paise as shoppers read them in messages, exactly as the storefront prints prices: ₹1,234.50 */
export const formatPaise = (paise: number) => formatPrice(rupees(paise));

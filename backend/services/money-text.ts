export { formatPaise } from "@/lib/api/contract/money-text";

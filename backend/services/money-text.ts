export { formatPaise } from "@/lib/format";

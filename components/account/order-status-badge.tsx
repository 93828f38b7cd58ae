import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/api/schemas/orders";
import { cx } from "@/components/ui/cx";

const TONES: Record<OrderStatus, string> = {
  placed: "bg-surface-muted text-fg",
  confirmed: "bg-brand/10 text-brand",
  packed: "bg-brand/10 text-brand",
  out_for_delivery: "bg-accent/20 text-fg",
  // Solid: green text on a green tint stayed under 4.5:1.
  delivered: "bg-success text-surface",
  cancelled: "bg-danger/10 text-danger",
};

/** The status as a coloured badge; the shopper's pages hand it the status in the page's language (the console's stays English). */
export function OrderStatusBadge({ status, label = ORDER_STATUS_LABELS[status] }: { status: OrderStatus; label?: string }) {
  return (
    <span className={cx("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[status])}>
      {label}
    </span>
  );
}

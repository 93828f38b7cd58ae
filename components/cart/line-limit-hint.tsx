import type { LineLimit } from "@/lib/api/contract/cart";
import { cx } from "@/components/ui/cx";

/** The limit's reason in words, for places with room beside the stepper. */
export function LineLimitHint({ id, quantity, limit, className }: { id: string; quantity: number; limit: LineLimit | null; className?: string }) {
  if (limit === null || quantity < limit.max) return null;
  return (
    <p id={id} className={cx("text-xs font-medium text-fg-muted", className)}>
      {limit.reason}
    </p>
  );
}

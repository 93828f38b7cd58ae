import { lineLimitMessage } from "@/lib/api/contract/cart";
import { cx } from "@/components/ui/cx";

/** The limit's reason in words, for places with room beside the stepper. */
export function LineLimitHint({ id, quantity, max, className }: { id: string; quantity: number; max?: number | null; className?: string }) {
  if (max == null || quantity < max) return null;
  return (
    <p id={id} className={cx("text-xs font-medium text-fg-muted", className)}>
      {lineLimitMessage(max)}
    </p>
  );
}

import type { LineLimit } from "@/lib/api/contract/cart";
import { cx } from "@/components/ui/cx";
import { useLineLimitText } from "./line-limit-text";

/** The limit's reason in words, for places with room beside the stepper. */
export function LineLimitHint({ id, quantity, limit, className }: { id: string; quantity: number; limit: LineLimit | null; className?: string }) {
  const limitText = useLineLimitText();
  if (limit === null || quantity < limit.max) return null;
  return (
    <p id={id} className={cx("text-xs font-medium text-fg-muted", className)}>
      {limitText(limit)}
    </p>
  );
}

import { cx } from "@/components/ui/cx";

/** A small spinning ring; decorative unless given a label. */
export function Spinner({ size = 20, label, className }: { size?: number; label?: string; className?: string }) {
  return (
    <span
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx("inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
      style={{ width: size, height: size }}
    />
  );
}

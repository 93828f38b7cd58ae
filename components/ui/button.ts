import { cx } from "@/components/ui/cx";

type Variant = "primary" | "secondary" | "ghost" | "outline" | "danger";
type Size = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand " +
  "disabled:cursor-not-allowed disabled:opacity-50 cursor-pointer select-none";

const variants: Record<Variant, string> = {
  primary: "bg-brand text-brand-contrast hover:bg-brand-strong",
  secondary: "bg-surface-muted text-fg hover:bg-line",
  ghost: "text-fg hover:bg-surface-muted",
  outline: "border border-line bg-surface-raised text-fg hover:border-brand hover:text-brand",
  danger: "bg-danger text-white hover:opacity-90",
};

const sizes: Record<Size, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-10 w-10 p-0",
};

/** Class names for anything that looks like a button (buttons and links alike). */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string): string {
  return cx(base, variants[variant], sizes[size], extra);
}

/** The visible focus ring used by links and small controls. */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

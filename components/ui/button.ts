import { cx } from "@/components/ui/cx";

type Variant = "primary" | "secondary" | "ghost" | "outline" | "danger";
type Size = "sm" | "md" | "lg" | "icon";

/**
 * Class names for anything that looks like a button (buttons and links alike). The looks are named
 * once in app/named-classes.css (`button`, `button-<variant>`, `button-<size>`); utilities passed as
 * `extra` override them.
 */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra?: string): string {
  return cx("button", `button-${variant}`, `button-${size}`, extra);
}

/** The visible focus ring used by links and small controls. */
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

import { buttonClass } from "@/components/ui/button";

/** The account button's look, shared by the placeholder drawn before the visitor call and the menu button. */
export const ACCOUNT_BUTTON_CLASS = buttonClass("ghost", "md", "max-w-48 gap-1 px-1.5 sm:gap-2 sm:px-2");
export const accountNameClass = (compact?: boolean) => (compact ? "sr-only lg:not-sr-only" : "sr-only sm:not-sr-only");

import type { CSSProperties } from "react";

export const controlClass =
  "w-full rounded-md border border-line bg-surface-raised px-3 py-2 text-sm text-fg " +
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand " +
  "aria-[invalid=true]:border-danger read-only:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60";

export const choiceClass = "h-4 w-4 accent-brand disabled:cursor-not-allowed";

/** Popups open 3px below their input and above everything else on the page. */
export const popupStyle: CSSProperties = { top: "calc(100% + 3px)", zIndex: 9999 };

export const popupClass = "absolute left-0 min-w-full rounded-md border border-line bg-surface-raised p-1 shadow-lg";

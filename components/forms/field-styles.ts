import type { CSSProperties } from "react";

export const controlClass =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 " +
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-[var(--color-primary)] " +
  "aria-[invalid=true]:border-red-600 read-only:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";

export const choiceClass = "h-4 w-4 accent-[var(--color-primary)] disabled:cursor-not-allowed";

/** Popups open 3px below their input and above everything else on the page. */
export const popupStyle: CSSProperties = { top: "calc(100% + 3px)", zIndex: 9999 };

export const popupClass = "absolute left-0 min-w-full rounded-md border border-gray-200 bg-white p-1 shadow-lg";

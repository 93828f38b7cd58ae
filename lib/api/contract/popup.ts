/** Where the promo popup shows: every page, the home page only, or the paths the seller lists. */
export const POPUP_PAGE_CHOICES = ["all", "home", "paths"] as const;
export type PopupPages = (typeof POPUP_PAGE_CHOICES)[number];

export const POPUP_PAGE_LABELS: Record<PopupPages, string> = {
  all: "Every page",
  home: "The home page only",
  paths: "These pages only",
};

/** Where a popup shows when its API says nothing of pages: where the storefront always showed it. */
export const LEGACY_POPUP_PATHS = ["/", "/products"];

export const POPUP_MESSAGES = {
  saved: "Popup saved",
  imageSaved: "Popup picture saved",
  endBeforeStart: "The end must be after the start",
  pathsNeeded: "List at least one page, or choose another option",
  badPath: (line: number) => `Line ${line}: a page is a path on this website, like /products`,
  tooManyPaths: "List at most 20 pages",
  imageFirst: "Upload the popup's picture before turning it on",
  duration: "Show it for 1 to 60 seconds",
} as const;

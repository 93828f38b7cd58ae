"use client";

import { hydrateWhenIdle } from "@/components/dialogs/on-demand";

// The rows at the end of the home and product pages: below the first screen, so they come alive once the page is idle.

export const RelatedProductsWhenIdle = hydrateWhenIdle(() => import("./related-products").then((module) => module.RelatedProducts));

export const RecentlyViewedWhenIdle = hydrateWhenIdle(() => import("./recently-viewed").then((module) => module.RecentlyViewed));

export const BuyAgainRowWhenIdle = hydrateWhenIdle(() => import("@/components/account/buy-again-row").then((module) => module.BuyAgainRow));

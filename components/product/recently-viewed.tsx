"use client";

import { Suspense, useEffect, useMemo } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import useSWR from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchProductsByIds } from "@/lib/api/products";
import type { Product } from "@/lib/api/schemas";
import { forget, recordView, useRecentlyViewedIds } from "@/lib/recently-viewed/browser-history";
import { usePageIdle } from "@/lib/use-page-idle";

const RecentlyViewedRow = onDemand(() => import("./recently-viewed-row").then((module) => module.RecentlyViewedRow)).Component;

/** Today's card data of the ids that are still sold; the ids that are not are forgotten. */
async function loadStillSold(ids: readonly number[]): Promise<Map<number, Product>> {
  const list = await fetchProductsByIds(browserFetch, ids);
  const byId = new Map(list.data.map((product) => [product.product_id, product]));
  const gone = ids.filter((id) => !byId.has(id));
  if (gone.length > 0) forget(gone);
  return byId;
}

/**
 * The shopper's recently viewed products of this website (client island; the history is in this
 * browser only), most recent first, each removable, with "Clear all". On a product page it records
 * the view and leaves that product out of the row. Nothing renders until the products are known, and
 * it sits at the end of the page, so it never pushes what the shopper is looking at; the row's code
 * (carousel, cards) is fetched once the page is idle.
 */
export function RecentlyViewed({ currentProductId }: { currentProductId?: number }) {
  const history = useRecentlyViewedIds();
  const shown = useMemo(() => history.filter((id) => id !== currentProductId), [history, currentProductId]);
  const idle = usePageIdle();

  useEffect(() => {
    if (currentProductId) recordView(currentProductId);
  }, [currentProductId]);

  const key = shown.length > 0 ? ["recently-viewed", [...shown].sort((a, b) => a - b).join(",")] : null;
  // Removing one keeps the others on screen while the smaller list is asked for.
  const { data } = useSWR(key, () => loadStillSold(shown), { keepPreviousData: true, revalidateOnFocus: false });
  const products = data ? shown.flatMap((id) => data.get(id) ?? []) : [];
  if (products.length === 0 || !idle) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow products={products} />
    </Suspense>
  );
}

"use client";

import { useMemo } from "react";
import { publicBrowserFetch } from "@/lib/api/browser-transport";
import { fetchProductsByIds } from "@/lib/api/products";
import type { Product } from "@/lib/api/schemas";
import { forget, useRecentlyViewedIds } from "@/lib/recently-viewed/browser-history";
import { useApiData } from "@/lib/state/use-api-data";
import { useCatalogueLanguage } from "@/components/i18n/language-prefix";
import { RecentlyViewedRow } from "./recently-viewed-row";

/** Today's card data of the ids that are still sold; the ids that are not are forgotten. */
async function loadStillSold(ids: readonly number[], language: string | undefined): Promise<Map<number, Product>> {
  const list = await fetchProductsByIds(publicBrowserFetch, ids, language);
  const byId = new Map(list.data.map((product) => [product.product_id, product]));
  const gone = ids.filter((id) => !byId.has(id));
  if (gone.length > 0) forget(gone);
  return byId;
}

/** The history's products that are still sold, most recent first, but `leaveOut`; nothing until they are known. */
export function RecentlyViewedProducts({ leaveOut }: { leaveOut?: number }) {
  const history = useRecentlyViewedIds();
  const language = useCatalogueLanguage();
  const shown = useMemo(() => history.filter((id) => id !== leaveOut), [history, leaveOut]);
  const key = shown.length > 0 ? ["recently-viewed", language, [...shown].sort((a, b) => a - b).join(",")] : null;
  // Removing one keeps the others on screen while the smaller list is asked for.
  const { data } = useApiData(key, () => loadStillSold(shown, language), { keepPreviousData: true });
  const products = data ? shown.flatMap((id) => data.get(id) ?? []) : [];
  if (products.length === 0) return null;
  return <RecentlyViewedRow products={products} />;
}

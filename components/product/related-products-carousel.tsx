"use client";

import { useTranslations } from "use-intl";
import { useEffect } from "react";
import { publicBrowserFetch } from "@/lib/api/browser-transport";
import { fetchProductsByIds } from "@/lib/api/products";
import { useApiData } from "@/lib/state/use-api-data";
import { useCatalogueLanguage } from "@/components/i18n/language-prefix";
import { ProductCarousel } from "./product-carousel";

/**
 * The cards of "You may also like", from the cached product list API, in the order the page chose.
 * `onNone` runs when none of them is sold any more or the list cannot be had, so the row goes.
 */
export function RelatedProductsCarousel({ ids, mediaBase, onNone }: { ids: number[]; mediaBase?: string; onNone: () => void }) {
  const t = useTranslations("Product");
  const language = useCatalogueLanguage();
  const { data, error } = useApiData(["related-products", language, ids.join(",")], () => fetchProductsByIds(publicBrowserFetch, ids, language), {
    revalidateOnReconnect: false,
  });
  const byId = new Map((data?.data ?? []).map((product) => [product.product_id, product]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  const none = Boolean(error) || (data !== undefined && products.length === 0);
  useEffect(() => {
    if (none) onNone();
  }, [none, onNone]);
  if (!data || none) return <div className="related-products-space" />;
  return <ProductCarousel products={products} label={t("relatedProducts")} mediaBase={mediaBase} />;
}

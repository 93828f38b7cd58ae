"use client";

import Link from "next/link";
import { Suspense } from "react";
import useSWR from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchProductsByIds } from "@/lib/api/products";
import { usePageIdle } from "@/lib/use-page-idle";
import { onDemand } from "@/components/dialogs/on-demand";

const ProductCarousel = onDemand(() => import("./product-carousel").then((module) => module.ProductCarousel)).Component;

/** The row's label for assistive technology (its region), under the visible heading. */
const RELATED_PRODUCTS_LABEL = "Related products";

/**
 * "You may also like" under a product: the heading comes with the page, the cards once it has loaded,
 * from the cached product list API, in the order the page chose. They sit below the first screen, so
 * the page's HTML and data do not carry them, and their code is fetched once the page is idle; their
 * space is held meanwhile so nothing moves.
 * `mediaBase` is the image CDN the server uses, for the same picture URLs as the rest of the page.
 */
export function RelatedProducts({ ids, seeAllHref, mediaBase }: { ids: number[]; seeAllHref?: string; mediaBase?: string }) {
  const { data, error } = useSWR(["related-products", ids.join(",")], () => fetchProductsByIds(browserFetch, ids), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const idle = usePageIdle();
  const byId = new Map((data?.data ?? []).map((product) => [product.product_id, product]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  if ((data && products.length === 0) || error) return null;
  return (
    <section aria-labelledby="related-products" className="mt-14">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="related-products" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          You may also like
        </h2>
        {seeAllHref && (
          <Link href={seeAllHref} className="text-sm font-semibold text-brand hover:underline">
            See all
          </Link>
        )}
      </div>
      {data && idle ? (
        <Suspense fallback={<div className="related-products-space" />}>
          <ProductCarousel products={products} label={RELATED_PRODUCTS_LABEL} mediaBase={mediaBase} />
        </Suspense>
      ) : (
        <div className="related-products-space" />
      )}
    </section>
  );
}

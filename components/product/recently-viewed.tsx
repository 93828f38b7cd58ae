"use client";

import { useEffect, useMemo, useRef } from "react";
import useSWR from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchProductsByIds } from "@/lib/api/products";
import type { Product } from "@/lib/api/schemas";
import { clearHistory, forget, recordView, useRecentlyViewedIds } from "@/lib/recently-viewed/browser-history";
import { BlockSection } from "@/components/page-blocks/section";
import { buttonClass } from "@/components/ui/button";
import { Carousel } from "@/components/ui/carousel";
import { CloseIcon } from "@/components/ui/icons";
import { ProductCard } from "./product-card";
import { productCardData } from "./product-card-data";
import { PRODUCT_CAROUSEL_PER_VIEW } from "./product-carousel";

const RECENTLY_VIEWED_TITLE = "Recently viewed";
const SECTION_ID = "recently-viewed";

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
 * it sits at the end of the page, so it never pushes what the shopper is looking at.
 */
export function RecentlyViewed({ currentProductId }: { currentProductId?: number }) {
  const history = useRecentlyViewedIds();
  const shown = useMemo(() => history.filter((id) => id !== currentProductId), [history, currentProductId]);
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (currentProductId) recordView(currentProductId);
  }, [currentProductId]);

  const key = shown.length > 0 ? ["recently-viewed", [...shown].sort((a, b) => a - b).join(",")] : null;
  // Removing one keeps the others on screen while the smaller list is asked for.
  const { data } = useSWR(key, () => loadStillSold(shown), { keepPreviousData: true, revalidateOnFocus: false });
  const products = data ? shown.flatMap((id) => data.get(id) ?? []) : [];
  if (products.length === 0) return null;

  const remove = (productId: number) => {
    forget([productId]);
    // The button is gone with its card: focus goes to the row's heading, not to the page's top.
    headingRef.current?.focus();
  };

  return (
    <BlockSection
      id={SECTION_ID}
      title={RECENTLY_VIEWED_TITLE}
      headingRef={headingRef}
      action={
        <button type="button" onClick={clearHistory} className={buttonClass("ghost", "sm", "shrink-0 text-brand")}>
          Clear all
          <span className="sr-only"> recently viewed products</span>
        </button>
      }
    >
      <Carousel
        label={`${RECENTLY_VIEWED_TITLE} products`}
        perView={PRODUCT_CAROUSEL_PER_VIEW}
        autoplayMs={false}
        loop={false}
        gap={12}
        controlsClassName="max-sm:hidden"
        slides={products.map((product) => (
          <div key={product.product_id} className="flex h-full flex-col gap-2 sm:max-md:mx-auto sm:max-md:max-w-[22rem]">
            <ProductCard card={productCardData(product)} className="flex-1" />
            <button
              type="button"
              aria-label={`Remove ${product.product_name} from recently viewed`}
              onClick={() => remove(product.product_id)}
              className={buttonClass("outline", "sm", "w-full text-fg-muted hover:border-danger hover:text-danger")}
            >
              <CloseIcon size={14} aria-hidden="true" />
              Remove
            </button>
          </div>
        ))}
      />
    </BlockSection>
  );
}

"use client";

import { useTranslations } from "use-intl";
import { useRef } from "react";
import type { Product } from "@/lib/api/schemas";
import { clearHistory, forget } from "@/lib/recently-viewed/browser-history";
import { BlockSection } from "@/components/page-blocks/section";
import { buttonClass } from "@/components/ui/button";
import { Carousel } from "@/components/ui/carousel";
import { CloseIcon } from "@/components/ui/icons";
import { ProductCard } from "./product-card";
import { productCardData } from "./product-card-data";
import { PRODUCT_CAROUSEL_PER_VIEW } from "./product-carousel";

const SECTION_ID = "recently-viewed";

/** The row of recently viewed products, each removable, with "Clear all" (see RecentlyViewed). */
export function RecentlyViewedRow({ products }: { products: Product[] }) {
  const t = useTranslations("Product");
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  const remove = (productId: number) => {
    forget([productId]);
    // The button is gone with its card: focus goes to the row's heading, not to the page's top.
    headingRef.current?.focus();
  };

  return (
    <BlockSection
      id={SECTION_ID}
      title={t("recentlyViewed")}
      headingRef={headingRef}
      action={
        <button type="button" onClick={clearHistory} className={buttonClass("ghost", "sm", "shrink-0 text-brand")}>
          {t("clearAll")}
          <span className="sr-only">{t("clearAllSr")}</span>
        </button>
      }
    >
      <Carousel
        label={t("recentlyViewedProducts")}
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
              aria-label={t("removeFromRecentlyViewed", { name: product.product_name })}
              onClick={() => remove(product.product_id)}
              className={buttonClass("outline", "sm", "w-full text-fg-muted hover:border-danger hover:text-danger")}
            >
              <CloseIcon size={14} aria-hidden="true" />
              {t("remove")}
            </button>
          </div>
        ))}
      />
    </BlockSection>
  );
}

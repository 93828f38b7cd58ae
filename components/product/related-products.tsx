"use client";

import { useTranslations } from "use-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { Suspense, useRef, useState } from "react";
import { useNearScreen } from "@/lib/use-near-screen";
import { usePageIdle } from "@/lib/use-page-idle";
import { onDemand } from "@/components/dialogs/on-demand";

const RelatedProductsCarousel = onDemand(() => import("./related-products-carousel").then((module) => module.RelatedProductsCarousel)).Component;

/**
 * "You may also like" under a product: the heading comes with the page, the cards once it has loaded.
 * They sit below the first screen, so the page's HTML and data do not carry them, and their code and
 * request wait until the page is idle and the shopper has scrolled within a screen of them (a view
 * that stays at the top asks for neither); their space is held meanwhile so nothing moves.
 * `mediaBase` is the image CDN the server uses, for the same picture URLs as the rest of the page.
 */
export function RelatedProducts({ ids, seeAllHref, mediaBase }: { ids: number[]; seeAllHref?: string; mediaBase?: string }) {
  const t = useTranslations("Product");
  const idle = usePageIdle();
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section);
  const [none, setNone] = useState(false);
  if (none) return null;
  const space = <div className="related-products-space" />;
  return (
    <section ref={section} aria-labelledby="related-products" className="mt-14">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="related-products" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {t("youMayAlsoLike")}
        </h2>
        {seeAllHref && (
          <IntentLink href={seeAllHref} className="text-sm font-semibold text-brand hover:underline">
            {t("seeAll")}
          </IntentLink>
        )}
      </div>
      {idle && near ? (
        <Suspense fallback={space}>
          <RelatedProductsCarousel ids={ids} mediaBase={mediaBase} onNone={() => setNone(true)} />
        </Suspense>
      ) : (
        space
      )}
    </section>
  );
}

import { useTranslations } from "next-intl";
import type { SiteData } from "@/lib/api/schemas";
import { PageBlocks } from "./registry";

/** A home page for a website without page data for '/': its categories, best prices and brands. */
export function HomeFallback({ init }: { init: SiteData }) {
  const t = useTranslations("Blocks");
  const name = init.web?.name ?? "";
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight">{name}</h1>
        {init.web?.description && <p className="mt-2 max-w-2xl text-fg-muted">{init.web.description}</p>}
      </div>
      <PageBlocks
        context={{ init, path: "/" }}
        components={[
          { type: "category_grid", name: t("shopByCategory"), order: 1 },
          { type: "product_carousel", name: t("lowestPrices"), order: 2, data: { title: t("lowestPrices"), link: "/products?sort=price_asc" }, logicdata: { sort: "price_asc", limit: 10 } },
          { type: "brand_list", name: t("brands"), order: 3 },
        ]}
      />
    </>
  );
}

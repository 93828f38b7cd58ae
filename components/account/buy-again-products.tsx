"use client";

import { fetchBuyAgain } from "@/lib/api/buy-again";
import { useTranslations } from "use-intl";
import { browserFetch } from "@/lib/api/browser-transport";
import { useApiData } from "@/lib/state/use-api-data";
import { BlockSection } from "@/components/page-blocks/section";
import { ProductCarousel } from "@/components/product/product-carousel";

/** The signed-in shopper's products to buy again, under the row's heading; nothing when there are none. */
export function BuyAgainProducts({ customer }: { customer: string | number }) {
  const t = useTranslations("Shell");
  const { data } = useApiData(["buy-again", customer], () => fetchBuyAgain(browserFetch), { revalidateOnReconnect: false });
  if (!data || data.length === 0) return null;
  return (
    <BlockSection id="buy-again" title={t("buyAgain")} link="/account/orders" linkLabel={t("yourOrders")}>
      <ProductCarousel products={data} label={t("buyAgain")} />
    </BlockSection>
  );
}

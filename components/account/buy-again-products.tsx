"use client";

import { fetchBuyAgain } from "@/lib/api/buy-again";
import { BUY_AGAIN_TITLE } from "@/lib/api/contract/buy-again";
import { browserFetch } from "@/lib/api/browser-transport";
import { useApiData } from "@/lib/state/use-api-data";
import { BlockSection } from "@/components/page-blocks/section";
import { ProductCarousel } from "@/components/product/product-carousel";

/** The signed-in shopper's products to buy again, under the row's heading; nothing when there are none. */
export function BuyAgainProducts({ customer }: { customer: string | number }) {
  const { data } = useApiData(["buy-again", customer], () => fetchBuyAgain(browserFetch), { revalidateOnReconnect: false });
  if (!data || data.length === 0) return null;
  return (
    <BlockSection id="buy-again" title={BUY_AGAIN_TITLE} link="/account/orders" linkLabel="Your orders">
      <ProductCarousel products={data} label={BUY_AGAIN_TITLE} />
    </BlockSection>
  );
}

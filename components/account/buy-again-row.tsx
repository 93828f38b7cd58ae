"use client";

import { useAtomValue } from "jotai";
import useSWR from "swr";
import { fetchBuyAgain } from "@/lib/api/buy-again";
import { BUY_AGAIN_TITLE } from "@/lib/api/contract/buy-again";
import { browserFetch } from "@/lib/api/browser-transport";
import { userAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { BlockSection } from "@/components/page-blocks/section";
import { ProductCarousel } from "@/components/product/product-carousel";

/**
 * The home page's "Buy again" row, a client island: the page's HTML is the same for everyone, so the
 * row asks for the shopper's products only once the visitor call says who is signed in. Guests and
 * shoppers without orders get nothing. It sits at the end of the page, below the first screen, so
 * its arrival moves nothing the shopper is looking at.
 */
export function BuyAgainRow() {
  const ready = useVisitorReady();
  const user = useAtomValue(userAtom);
  const { data } = useSWR(ready && user ? ["buy-again", user.id ?? user.phone] : null, () => fetchBuyAgain(browserFetch), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  if (!data || data.length === 0) return null;
  return (
    <BlockSection id="buy-again" title={BUY_AGAIN_TITLE} link="/account/orders" linkLabel="Your orders">
      <ProductCarousel products={data} label={BUY_AGAIN_TITLE} />
    </BlockSection>
  );
}

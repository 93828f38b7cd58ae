"use client";

import { Provider } from "jotai";
import { Suspense, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiRequestError, readResponseBody } from "@/lib/api/client";
import { emptyCart } from "@/lib/api/contract/cart";
import { CART_KEY } from "@/lib/state/cart";
import { createUiStore } from "@/lib/state/ui";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { VisitorSync } from "@/components/shell/visitor-sync";

/** GET through /s with credentials and the origin header; a 4xx/5xx rejects with an ApiRequestError. */
async function swrFetcher(path: string): Promise<unknown> {
  const response = await browserFetch(path);
  const body = await readResponseBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, body);
  return body;
}

/**
 * Client providers: the jotai store, SWR defaults (the cart starts empty until the visitor call
 * answers), the visitor call, scroll handling.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(createUiStore);
  return (
    <Provider store={store}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, fallback: { [CART_KEY]: emptyCart() } }}>
        <VisitorSync />
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
        {children}
      </SWRConfig>
    </Provider>
  );
}

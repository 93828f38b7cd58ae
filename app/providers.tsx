"use client";

import { Provider, useStore } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import NextTopLoader from "nextjs-toploader";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiError } from "@/lib/api/client";
import type { User } from "@/lib/api/schemas";
import { createUiStore, pincodeAtom, userAtom } from "@/lib/state/ui";
import { ScrollToTop } from "@/components/shell/scroll-to-top";

type ProvidersProps = {
  children: ReactNode;
  user: User | null;
  pincode: string | null;
};

/** GET through /s with credentials and the origin header; a 4xx/5xx rejects with an ApiError. */
async function swrFetcher(path: string): Promise<unknown> {
  const response = await browserFetch(path);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

function HydrateUi({ user, pincode }: Omit<ProvidersProps, "children">) {
  useHydrateAtoms([
    [userAtom, user],
    [pincodeAtom, pincode],
  ] as const);
  const store = useStore();
  // A server refresh (router.refresh after login/logout, a pincode change) brings new init data.
  const userKey = JSON.stringify(user);
  useEffect(() => {
    store.set(userAtom, userKey === "null" ? null : (JSON.parse(userKey) as User));
  }, [store, userKey]);
  useEffect(() => store.set(pincodeAtom, pincode), [store, pincode]);
  return null;
}

/** Client providers: the jotai store, SWR defaults, the navigation progress bar, scroll handling. */
export function Providers({ children, user, pincode }: ProvidersProps) {
  const [store] = useState(createUiStore);
  return (
    <Provider store={store}>
      <HydrateUi user={user} pincode={pincode} />
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false }}>
        <NextTopLoader color="var(--brand)" height={3} initialPosition={0.08} speed={200} crawlSpeed={800} showSpinner zIndex={1600} />
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
        {children}
      </SWRConfig>
    </Provider>
  );
}

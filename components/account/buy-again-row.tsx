"use client";

import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { userAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { onDemand } from "@/components/dialogs/on-demand";

const BuyAgainProducts = onDemand(() => import("./buy-again-products").then((module) => module.BuyAgainProducts)).Component;

/**
 * The home page's "Buy again" row, a client island: the page's HTML is the same for everyone, so the
 * row asks for the shopper's products only once the visitor call says who is signed in, and its code
 * (the request, the carousel) arrives only then. Guests and shoppers without orders get nothing. It
 * sits at the end of the page, below the first screen, so its arrival moves nothing the shopper is
 * looking at.
 */
export function BuyAgainRow() {
  const ready = useVisitorReady();
  const user = useAtomValue(userAtom);
  if (!ready || !user) return null;
  return (
    <Suspense fallback={null}>
      <BuyAgainProducts customer={user.id ?? user.phone} />
    </Suspense>
  );
}

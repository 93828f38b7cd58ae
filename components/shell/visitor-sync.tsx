"use client";

import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { useCart } from "@/lib/state/cart";
import { pincodeAtom, userAtom } from "@/lib/state/ui";
import { applyVisitor, loadVisitor, visitorGaveUpAtom, visitorReadyAtom } from "@/lib/state/visitor";
import { EVERY_GUESTS_VISITOR, visitorIsEveryGuest } from "@/lib/visitor/every-guests-answer";
import { visitorHint, writeVisitorHint } from "@/lib/visitor/hint";

/**
 * A failed visitor call is asked again after these pauses (ms). After the last, the page stays as its
 * hint painted it, and a click waiting for the shopper (useKnownUser) goes on as a guest's.
 */
const RETRY_PAUSES = [2000, 4000, 8000];

/**
 * The one browser call for the visitor (GET /api/visitor), once per page load: its answer feeds the
 * signed-in user, pincode, cart and wishlist flags every island reads, and the hint the next page
 * paints from. A returning guest with nothing of their own is answered without asking.
 */
export function VisitorSync() {
  const store = useStore();

  useEffect(() => {
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      loadVisitor().then(
        (visitor) => {
          if (!gone) applyVisitor(store, visitor);
        },
        () => {
          if (gone) return;
          if (attempt >= RETRY_PAUSES.length) return store.set(visitorGaveUpAtom, true);
          timer = setTimeout(() => ask(attempt + 1), RETRY_PAUSES[attempt]);
        },
      );
    };
    if (visitorIsEveryGuest()) applyVisitor(store, EVERY_GUESTS_VISITOR);
    else ask(0);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [store]);

  const ready = useAtomValue(visitorReadyAtom);
  const user = useAtomValue(userAtom);
  const pincode = useAtomValue(pincodeAtom);
  const quantity = useCart().quantity;
  useEffect(() => {
    if (ready) writeVisitorHint(visitorHint(user, quantity, pincode));
  }, [ready, user, pincode, quantity]);

  return null;
}

"use client";

import { atom, useAtomValue } from "jotai";
import { mutate } from "swr";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchVisitor, VISITOR_PATH } from "@/lib/api/visitor";
import { visitorHint, writeVisitorHint } from "@/lib/visitor/hint";

/** SWR's key for the visitor call: one request per page load, shared by every island that needs it. */
export const VISITOR_KEY = VISITOR_PATH;

export const loadVisitor = () => fetchVisitor(browserFetch);

/**
 * False until the visitor call has answered once. Until then the islands that show the visitor (account
 * menu, cart badge, pincode) draw the visitor hint (lib/visitor/hint.ts) instead of guessing a guest.
 */
export const visitorReadyAtom = atom(false);

export function useVisitorReady(): boolean {
  return useAtomValue(visitorReadyAtom);
}

/**
 * Asks again (after sign-out or a pincode change), hands the answer to every island and writes the
 * hint at once, so a full page load right after already paints the new visitor.
 */
export async function refreshVisitor(): Promise<void> {
  const visitor = await rememberVisitorForNextPage();
  await mutate(VISITOR_KEY, visitor, { revalidate: false });
}

/**
 * Only writes the hint the next page paints from (sign-in, right before a full page load): this page's
 * islands keep the old visitor, so nothing here (analytics' identify) acts on a page about to go.
 */
export async function rememberVisitorForNextPage() {
  const visitor = await loadVisitor();
  writeVisitorHint(visitorHint(visitor.user, visitor.cart?.quantity ?? 0, visitor.pincode));
  return visitor;
}

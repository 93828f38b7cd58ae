"use client";

import { atom, useAtom } from "jotai";
import { useEffect } from "react";

/** The pack chosen on the open product page, shared by its pack selector and its gallery. */
const chosenPackAtom = atom<{ productId: number; packId: number } | null>(null);

/** The chosen pack of this product (its first until the shopper picks one) and the way to choose another. */
export function useChosenPack(productId: number, firstPackId: number | undefined) {
  const [chosen, setChosen] = useAtom(chosenPackAtom);
  const packId = chosen?.productId === productId ? chosen.packId : firstPackId;
  return [packId, (id: number) => setChosen({ productId, packId: id })] as const;
}

/**
 * The pack named by the address (?pack=ID, the URL search engines list for each pack) becomes the
 * chosen one after hydration. The product page is cached and shared, so the server HTML never reads
 * it; an id that is not one of this product's packs is ignored.
 */
export function usePackFromAddress(productId: number, packIds: number[], choose: (packId: number) => void) {
  useEffect(() => {
    const wanted = Number(new URLSearchParams(window.location.search).get("pack"));
    if (packIds.includes(wanted)) choose(wanted);
    // Once per product: a later choice by the shopper wins over the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);
}

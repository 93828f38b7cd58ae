"use client";

import { atom, useAtom } from "jotai";

/** The pack chosen on the open product page, shared by its pack selector and its gallery. */
const chosenPackAtom = atom<{ productId: number; packId: number } | null>(null);

/** The chosen pack of this product (its first until the shopper picks one) and the way to choose another. */
export function useChosenPack(productId: number, firstPackId: number | undefined) {
  const [chosen, setChosen] = useAtom(chosenPackAtom);
  const packId = chosen?.productId === productId ? chosen.packId : firstPackId;
  return [packId, (id: number) => setChosen({ productId, packId: id })] as const;
}

"use client";

import { atom, useAtom } from "jotai";

/** The pack chosen on the open product page, shared by its pack selector and its gallery. */
const chosenPackAtom = atom<{ productId: number; packId: number } | null>(null);

/**
 * The chosen pack of this product and the way to choose another. Until the shopper picks one it is
 * the pack the address names (?pack=ID, rendered so by the server), else the first to show.
 */
export function useChosenPack(productId: number, initialPackId: number | undefined) {
  const [chosen, setChosen] = useAtom(chosenPackAtom);
  const packId = chosen?.productId === productId ? chosen.packId : initialPackId;
  return [packId, (id: number) => setChosen({ productId, packId: id })] as const;
}

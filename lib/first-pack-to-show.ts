import type { Pack } from "@/lib/api/schemas";

/** The pack a product shows first: the first that can be bought, else the first. */
export const firstPackToShow = <T extends Pick<Pack, "in_stock">>(packs: T[]): T | undefined => packs.find((pack) => pack.in_stock) ?? packs[0];

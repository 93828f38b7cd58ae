import "server-only";
import { cache } from "react";
import { z } from "zod";
import { getSitePage } from "@/lib/api/public-data";
import { supplierSchema, type Supplier } from "@/lib/api/schemas";
import type { SiteRef } from "@/lib/site/segment";

const supplierListSchema = z.array(supplierSchema);

/** Suppliers carried by a supplier_cards page block (its response, else its data). */
function suppliersFromBlock(block: { response?: unknown; data?: unknown }): Supplier[] {
  for (const candidate of [block.response, block.data, (block.data as { items?: unknown } | undefined)?.items]) {
    const parsed = supplierListSchema.safeParse(candidate);
    if (parsed.success && parsed.data.length > 0) return parsed.data;
  }
  return [];
}

/**
 * The contract has no supplier list of its own; the home page's supplier cards name them. Used for
 * the supplier filter on /products.
 */
export const getSupplierOptions = cache(async (site: SiteRef): Promise<Supplier[]> => {
  try {
    const home = await getSitePage(site, "/");
    const block = home?.data.find((component) => component.type === "supplier_cards");
    return block ? suppliersFromBlock(block) : [];
  } catch {
    return [];
  }
});

import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { ProductWire } from "@/backend/schemas/catalogue";
import { rupees } from "../money";
import { stockFields, withStock } from "../stock/levels";
import { wishlistedProductIds } from "../wishlist";
import { loadTranslations } from "../translations/load";
import type { CatalogueLanguage } from "../translations/catalogue-language";
import { netQuantityFields } from "./unit-price";

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  info: string | null;
  brand_id: number | null;
  category_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  category_name: string | null;
  category_slug: string | null;
}

function groupBy<T extends { product_id: number }>(rows: T[]) {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.product_id, [...(groups.get(row.product_id) ?? []), row]);
  return groups;
}

/**
 * Adds packs with their stock, medias and the viewer's wishlist flag to a page of products: one query each, whatever
 * the page size. Without a signed-in viewer nothing is wishlisted. In another language than the
 * website's default, one more query reads the translated names and descriptions.
 */
export async function toProductWires(
  db: Kysely<Database>,
  rows: ProductRow[],
  viewerId: number | null = null,
  language: CatalogueLanguage = null,
): Promise<ProductWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [packs, medias, wishlisted] = await Promise.all([
    withStock(db.selectFrom("packs"))
      .select(["packs.id", "packs.product_id", "packs.name", "packs.price", "packs.act_price", "packs.discount", "packs.discount_type", "packs.warehouse_id", "packs.image", "packs.net_quantity", "packs.net_unit", "packs.gtin"])
      .where("packs.product_id", "in", ids)
      .where("packs.active", "=", 1)
      .orderBy("packs.position")
      .orderBy("packs.id")
      .execute(),
    db
      .selectFrom("product_medias")
      .select(["product_id", "src"])
      .where("product_id", "in", ids)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    viewerId === null ? new Set<number>() : wishlistedProductIds(db, viewerId, ids),
  ]);
  const translations = await loadTranslations(db, language, {
    product: ids,
    pack: packs.map((pack) => pack.id),
    brand: rows.map((row) => row.brand_id),
    category: rows.map((row) => row.category_id),
  });
  const packsOf = groupBy(packs);
  const mediasOf = groupBy(medias);
  return rows.map((row) => {
    const productMedias = (mediasOf.get(row.id) ?? []).map((media) => ({ src: media.src }));
    return {
      product_id: row.id,
      product_name: translations.name("product", row.id, row.name),
      product_description: translations.description("product", row.id, row.description),
      product_info: row.info,
      brand_name: translations.name("brand", row.brand_id, row.brand_name),
      slug: row.slug,
      brand_slug: row.brand_slug,
      wishlist: wishlisted.has(row.id),
      medias: productMedias,
      image: productMedias[0]?.src ?? "",
      packs: (packsOf.get(row.id) ?? []).map((pack) => ({
        pack_id: pack.id,
        pack_name: translations.name("pack", pack.id, pack.name),
        price: rupees(pack.price),
        act_price: rupees(pack.act_price),
        discount: pack.discount,
        warehouse_id: pack.warehouse_id,
        discount_type: pack.discount_type,
        image: pack.image,
        ...netQuantityFields(pack),
        gtin: pack.gtin,
        ...stockFields(Number(pack.stock)),
      })),
      category_name: translations.name("category", row.category_id, row.category_name),
      category_slug: row.category_slug,
    };
  });
}

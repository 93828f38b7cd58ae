import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { BRANDS } from "./brands";
import { GST_CLASS_OF_SUBCATEGORY } from "./gst-classes";
import { CATEGORIES } from "./categories";
import { planCatalogue, type CatalogueKind } from "./products";
import { SUPPLIERS } from "./suppliers";

const categoryAvatar = (slug: string) => `categories/${slug}.svg`;
export const supplierAvatar = (slug: string) => `suppliers/${slug}.svg`;

async function insertCategories(db: Kysely<Database>, websiteId: number) {
  const ids = new Map<string, number>();
  for (const [position, category] of CATEGORIES.entries()) {
    const { id } = await db
      .insertInto("categories")
      .values({ website_id: websiteId, name: category.name, slug: category.slug, avatar: categoryAvatar(category.slug), position })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(category.slug, id);
    const children = await db
      .insertInto("categories")
      .values(
        category.children.map((child, childPosition) => ({
          website_id: websiteId,
          parent_id: id,
          name: child.name,
          slug: child.slug,
          avatar: categoryAvatar(child.slug),
          position: childPosition,
        })),
      )
      .returning(["id", "slug"])
      .execute();
    for (const child of children) ids.set(child.slug, child.id);
  }
  return ids;
}

async function idsBySlug(query: Promise<{ id: number; slug: string }[]>) {
  return new Map((await query).map((row) => [row.slug, row.id]));
}

export async function insertCatalogue(db: Kysely<Database>, websiteId: number, kind: CatalogueKind, warehouseId: number) {
  const categoryIds = await insertCategories(db, websiteId);
  const brandIds = await idsBySlug(
    db
      .insertInto("brands")
      .values(BRANDS.map((brand) => ({ website_id: websiteId, name: brand.name, slug: brand.slug })))
      .returning(["id", "slug"])
      .execute(),
  );
  const supplierIds = await idsBySlug(
    db
      .insertInto("suppliers")
      .values(
        SUPPLIERS.map((supplier) => ({
          website_id: websiteId,
          name: supplier.name,
          slug: supplier.slug,
          link: `/products?s=${supplier.slug}`,
          avatar: supplierAvatar(supplier.slug),
          image: supplierAvatar(supplier.slug),
        })),
      )
      .returning(["id", "slug"])
      .execute(),
  );

  const plans = planCatalogue(kind);
  const productIds = await idsBySlug(
    db
      .insertInto("products")
      .values(
        plans.map((plan) => ({
          website_id: websiteId,
          category_id: categoryIds.get(plan.categorySlug) ?? null,
          brand_id: brandIds.get(plan.brandSlug) ?? null,
          supplier_id: supplierIds.get(plan.supplierSlug) ?? null,
          name: plan.name,
          slug: plan.slug,
          description: plan.description,
          info: plan.info,
          popularity: plan.popularity,
          created_at: plan.createdAt,
          updated_at: plan.createdAt,
          hsn_code: GST_CLASS_OF_SUBCATEGORY[plan.categorySlug].hsn,
          gst_rate: GST_CLASS_OF_SUBCATEGORY[plan.categorySlug].rate,
        })),
      )
      .returning(["id", "slug"])
      .execute(),
  );

  await db
    .insertInto("packs")
    .values(
      plans.flatMap((plan) =>
        plan.packs.map((pack, position) => ({ ...pack, product_id: productIds.get(plan.slug)!, warehouse_id: warehouseId, position })),
      ),
    )
    .execute();
  await db
    .insertInto("product_medias")
    .values(plans.flatMap((plan) => plan.medias.map((src, position) => ({ product_id: productIds.get(plan.slug)!, src, position }))))
    .execute();
}

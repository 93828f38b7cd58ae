import { useTranslations } from "next-intl";
import { supplierSchema } from "@/lib/api/schemas";
import { supplierPath } from "@/lib/paths";
import { brandItems, categoryItems, parseList, positiveInt, record, text } from "./block-data";
import { BlockSection, blockId } from "./section";
import type { BlockProps } from "./types";
import { BrandChips, CategoryTiles, SupplierCards } from "./catalogue-tiles";

/** Category tiles (avatar + name) linking to the filtered list. */
export function CategoryGridBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const logic = record(component.logicdata);
  const t = useTranslations("Blocks");
  const given = categoryItems(component.response);
  const categories = (given.length > 0 ? given : context.init.categories).slice(0, positiveInt(logic.limit, 12));
  if (categories.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || t("shopByCategory")} link="/products" linkLabel={t("viewAll")}>
      {/* A tile shows no subcategories: they stay out of its data. */}
      <CategoryTiles categories={categories.map(({ name, slug, avatar }) => ({ name, slug, avatar }))} mediaBase={process.env.IMAGE_CDN_URL} />
    </BlockSection>
  );
}

/** Brand chips linking to /products?b={slug}. */
export function BrandListBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const logic = record(component.logicdata);
  const t = useTranslations("Blocks");
  const given = brandItems(component.response);
  const brands = (given.length > 0 ? given : context.init.brands).slice(0, positiveInt(logic.limit, 40));
  if (brands.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || t("brands")}>
      <BrandChips brands={brands} />
    </BlockSection>
  );
}

/** Supplier cards: avatar or image and name, linking to the supplier's link (else its products). */
export function SupplierCardsBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const t = useTranslations("Blocks");
  const fromResponse = parseList(component.response, supplierSchema);
  const suppliers = fromResponse.length > 0 ? fromResponse : parseList(component.data, supplierSchema);
  if (suppliers.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || t("suppliers")}>
      <SupplierCards
        suppliers={suppliers.map((supplier) => ({
          name: supplier.name,
          slug: supplier.slug,
          href: supplier.link || supplierPath(supplier.slug),
          ...((supplier.avatar || supplier.image) && { picture: supplier.avatar || supplier.image }),
        }))}
        mediaBase={process.env.IMAGE_CDN_URL}
      />
    </BlockSection>
  );
}

import { getTranslations } from "next-intl/server";
import { getSiteProducts } from "@/lib/api/public-data";
import { PRODUCT_SORTS, type Product, type ProductSort } from "@/lib/api/schemas";
import { refOfSite } from "@/lib/site/segment";
import { ProductCarousel } from "@/components/product/product-carousel";
import { positiveInt, productItems, record, text } from "./block-data";
import { BlockSection, blockId } from "./section";
import type { BlockProps } from "./types";

async function productsFor({ component, context }: BlockProps): Promise<Product[]> {
  const given = productItems(component.response);
  if (given.length > 0) return given;
  const logic = record(component.logicdata);
  const sort = text(logic.sort);
  const limit = positiveInt(logic.limit, 10);
  try {
    const list = await getSiteProducts(refOfSite(context.init.web), {
      c: text(logic.category) || text(logic.c) || undefined,
      b: text(logic.brand) || text(logic.b) || undefined,
      s: text(logic.supplier) || text(logic.s) || undefined,
      q: text(logic.q) || undefined,
      sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : undefined,
      perPage: Math.min(limit, 100),
    });
    return list.data;
  } catch (error) {
    console.error(`Products for the "${component.name}" block failed`, error);
    return [];
  }
}

/** A titled product carousel from the block's products (its response, or fetched by its logicdata). */
export async function ProductCarouselBlock(props: BlockProps) {
  const [products, t] = await Promise.all([productsFor(props), getTranslations("Blocks")]);
  if (products.length === 0) return null;
  const data = record(props.component.data);
  const title = text(data.title) || text(props.component.name) || t("products");
  return (
    <BlockSection id={blockId(props.component.type, props.context.index)} title={title} link={text(data.link) || undefined} linkLabel={t("viewAll")}>
      <ProductCarousel products={products} label={title} />
    </BlockSection>
  );
}

import Link from "next/link";
import { supplierSchema } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { brandPath, categoryPath, supplierPath } from "@/lib/paths";
import { StoreIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { brandItems, categoryItems, parseList, positiveInt, record, text } from "./block-data";
import { BlockSection, blockId } from "./section";
import type { BlockProps } from "./types";
import { Thumbnail } from "@/components/ui/thumbnail";

/** Category tiles (avatar + name) linking to the filtered list. */
export function CategoryGridBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const logic = record(component.logicdata);
  const given = categoryItems(component.response);
  const categories = (given.length > 0 ? given : context.init.categories).slice(0, positiveInt(logic.limit, 12));
  if (categories.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || "Shop by Category"} link="/products">
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-4 xl:grid-cols-10">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              prefetch={false}
              href={categoryPath(category.slug)}
              className="category-tile group"
            >
              <span className="category-tile-frame">
                <Thumbnail image={category.avatar} size="small" edge={120} className="tile-image" />
              </span>
              <span className="category-tile-name">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Brand chips linking to /products?b={slug}. */
export function BrandListBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const logic = record(component.logicdata);
  const given = brandItems(component.response);
  const brands = (given.length > 0 ? given : context.init.brands).slice(0, positiveInt(logic.limit, 40));
  if (brands.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || "Brands"}>
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Link
              prefetch={false}
              href={brandPath(brand.slug)}
              className="brand-chip"
            >
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

/** Supplier cards: avatar or image and name, linking to the supplier's link (else its products). */
export function SupplierCardsBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const fromResponse = parseList(component.response, supplierSchema);
  const suppliers = fromResponse.length > 0 ? fromResponse : parseList(component.data, supplierSchema);
  if (suppliers.length === 0) return null;
  return (
    <BlockSection id={blockId(component.type, context.index)} title={text(data.title) || text(component.name) || "Suppliers"}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {suppliers.map((supplier) => {
          const picture = supplier.avatar || supplier.image;
          return (
            <li key={supplier.slug}>
              <SmartLink
                href={supplier.link || supplierPath(supplier.slug)}
                className="supplier-card group"
                textClassName="flex h-full flex-col items-center gap-3 rounded-2xl border border-line bg-surface-raised p-5 text-center"
              >
                <span className="grid h-20 w-20 place-items-center overflow-hidden rounded-full bg-surface-muted ring-1 ring-line">
                  {picture ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={imageUrl(picture, "small")} alt="" width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />
                  ) : (
                    <StoreIcon size={32} className="text-brand" />
                  )}
                </span>
                <span className="text-sm font-bold text-fg group-hover:text-brand">{supplier.name}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}

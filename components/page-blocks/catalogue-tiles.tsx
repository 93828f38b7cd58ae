"use client";

import { IntentLink } from "@/components/ui/intent-link";
import type { Brand, Category } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { brandPath, categoryPath } from "@/lib/paths";
import { StoreIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

// The home page's catalogue blocks draw their tiles here, in the browser bundle, although the server
// renders them: the page's RSC data then carries the categories, brands and suppliers as data (the
// categories once for the header and the tiles) instead of each tile's element tree.
// `mediaBase` is the image CDN the server uses (the browser does not read the server's environment).

/** Category tiles (avatar + name) linking to the filtered list. */
export function CategoryTiles({ categories, mediaBase }: { categories: Pick<Category, "name" | "slug" | "avatar">[]; mediaBase?: string }) {
  return (
    <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-4 xl:grid-cols-10">
      {categories.map((category) => (
        <li key={category.slug}>
          <IntentLink href={categoryPath(category.slug)} className="category-tile group">
            <span className="category-tile-frame">
              {/* eslint-disable-next-line @next/next/no-img-element -- media sizes come from the store's CDN */}
              <img src={imageUrl(category.avatar, "small", mediaBase)} alt="" width={120} height={120} loading="lazy" decoding="async" className="tile-image" />
            </span>
            <span className="category-tile-name">{category.name}</span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/** Brand chips linking to /products?b={slug}. */
export function BrandChips({ brands }: { brands: Brand[] }) {
  return (
    <ul className="flex flex-wrap gap-2 sm:gap-3">
      {brands.map((brand) => (
        <li key={brand.slug}>
          <IntentLink href={brandPath(brand.slug)} className="brand-chip">
            {brand.name}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

/** What a supplier card shows: its picture (avatar, else image), name, and where it leads. */
type SupplierTile = { name: string; slug: string; href: string; picture?: string };

/** Supplier cards: the picture (or a shop icon) and the name, linking to the supplier's link or its products. */
export function SupplierCards({ suppliers, mediaBase }: { suppliers: SupplierTile[]; mediaBase?: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {suppliers.map((supplier) => (
        <li key={supplier.slug}>
          <SmartLink
            href={supplier.href}
            className="supplier-card group"
            textClassName="flex h-full flex-col items-center gap-3 rounded-2xl border border-line bg-surface-raised p-5 text-center"
          >
            <span className="grid h-20 w-20 place-items-center overflow-hidden rounded-full bg-surface-muted ring-1 ring-line">
              {supplier.picture ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img src={imageUrl(supplier.picture, "small", mediaBase)} alt="" width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />
              ) : (
                <StoreIcon size={32} className="text-brand" />
              )}
            </span>
            <span className="text-sm font-bold text-fg group-hover:text-brand">{supplier.name}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

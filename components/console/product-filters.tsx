import type { ProductListParams } from "@/lib/api/console/products";
import type { CatalogueOptions } from "@/lib/api/schemas/console/products";
import { FilterActions, FilterInput, FilterSelect } from "./filter-fields";

const named = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: String(row.id), label: row.name }));

/** A plain GET form: filtering is a new address, rendered on the server, so it works before any script loads. */
export function ProductFilters({ params, options }: { params: ProductListParams; options: CatalogueOptions }) {
  return (
    <form method="get" action="/bos/admin/products" role="search" aria-label="Filter products" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterInput name="q" label="Search" type="search" value={params.q} placeholder="Name or slug" className="sm:col-span-2" />
      <FilterSelect name="category" label="Category" value={params.category} choices={named(options.categories)} />
      <FilterSelect name="brand" label="Brand" value={params.brand} choices={named(options.brands)} />
      <FilterSelect name="supplier" label="Supplier" value={params.supplier} choices={named(options.suppliers)} />
      <FilterSelect name="active" label="Shown" value={params.active} choices={[{ value: "1", label: "Active" }, { value: "0", label: "Deactivated" }]} />
      <FilterSelect
        name="stock"
        label="Stock"
        value={params.stock}
        choices={[
          { value: "in_stock", label: "In stock" },
          { value: "low_stock", label: "Low stock" },
          { value: "out_of_stock", label: "Out of stock" },
        ]}
      />
      {params.sort && <input type="hidden" name="sort" value={params.sort} />}
      <FilterActions clearHref="/bos/admin/products" />
    </form>
  );
}

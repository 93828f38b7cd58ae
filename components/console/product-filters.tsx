import type { ProductListParams } from "@/lib/api/console/products";
import type { CatalogueOptions } from "@/lib/api/schemas/console/products";
import { buttonClass } from "@/components/ui/button";

const field = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

function Choice({ name, label, value, choices }: { name: string; label: string; value?: string; choices: { value: string; text: string }[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ""} className={field}>
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.text}
          </option>
        ))}
      </select>
    </label>
  );
}

const named = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: String(row.id), text: row.name }));

/** A plain GET form: filtering is a new address, rendered on the server, so it works before any script loads. */
export function ProductFilters({ params, options }: { params: ProductListParams; options: CatalogueOptions }) {
  return (
    <form method="get" action="/bos/admin/products" role="search" aria-label="Filter products" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <label className="flex flex-col gap-1 text-sm sm:col-span-2">
        Search
        <input type="search" name="q" defaultValue={params.q ?? ""} placeholder="Name or slug" className={field} />
      </label>
      <Choice name="category" label="Category" value={params.category} choices={named(options.categories)} />
      <Choice name="brand" label="Brand" value={params.brand} choices={named(options.brands)} />
      <Choice name="supplier" label="Supplier" value={params.supplier} choices={named(options.suppliers)} />
      <Choice name="active" label="Shown" value={params.active} choices={[{ value: "1", text: "Active" }, { value: "0", text: "Deactivated" }]} />
      <Choice
        name="stock"
        label="Stock"
        value={params.stock}
        choices={[
          { value: "in_stock", text: "In stock" },
          { value: "low_stock", text: "Low stock" },
          { value: "out_of_stock", text: "Out of stock" },
        ]}
      />
      {params.sort && <input type="hidden" name="sort" value={params.sort} />}
      <div className="flex items-end">
        <button type="submit" className={buttonClass("secondary")}>
          Apply filters
        </button>
      </div>
    </form>
  );
}

import type { AuditFilterParams } from "@/lib/api/console/audit";
import type { AuditList } from "@/lib/api/schemas/console/audit";
import { FilterActions, FilterInput, FilterSelect } from "./filter-fields";

/** The kinds of record the console's writes name in the audit log. */
const RECORDS = [
  { value: "product", label: "Product" },
  { value: "pack", label: "Pack" },
  { value: "order", label: "Order" },
  { value: "coupon", label: "Coupon" },
  { value: "staff", label: "Staff" },
];

export function AuditFilters({ filters, actors }: { filters: AuditFilterParams; actors: AuditList["actors"] }) {
  const people = actors.map((actor) => ({ value: String(actor.id), label: actor.name ?? actor.phone }));
  return (
    <form method="get" action="/bos/admin/audit" aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <FilterSelect name="actor" label="Who" value={filters.actor} choices={people} anyLabel="Anyone" />
      <FilterSelect name="entity" label="Record" value={filters.entity} choices={RECORDS} />
      <FilterInput name="from" label="From" type="date" value={filters.from} />
      <FilterInput name="to" label="To" type="date" value={filters.to} />
      <FilterActions clearHref="/bos/admin/audit" />
    </form>
  );
}

import type { AuditFilterParams } from "@/lib/api/console/audit";
import type { AuditList } from "@/lib/api/schemas/console/audit";
import { buttonClass } from "@/components/ui/button";

const field = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

/** A GET form: the filters are the page's address. */
export function AuditFilters({ filters, actors }: { filters: AuditFilterParams; actors: AuditList["actors"] }) {
  return (
    <form method="get" action="/bos/admin/audit" aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <label className="flex flex-col gap-1 text-sm">
        Who
        <select name="actor" defaultValue={filters.actor ?? ""} className={field}>
          <option value="">Anyone</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ?? actor.phone}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Record
        <select name="entity" defaultValue={filters.entity ?? ""} className={field}>
          <option value="">Any</option>
          <option value="product">Product</option>
          <option value="pack">Pack</option>
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
      </label>
      <div className="flex items-end">
        <button type="submit" className={buttonClass("secondary")}>
          Apply filters
        </button>
      </div>
    </form>
  );
}

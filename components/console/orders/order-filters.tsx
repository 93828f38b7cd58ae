import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from "@/lib/api/contract/orders";
import { PAYMENT_KINDS, PAYMENT_KIND_LABELS } from "@/lib/api/contract/console/orders";
import { FilterActions, FilterInput, filterChoices, FilterSelect } from "../filter-fields";
import { CONSOLE_ORDERS_PATH } from "./order-list-url";

/** A plain GET form: the filters go into the URL, so the list can be shared, reloaded and gone back to. */
export function OrderFilters({ query }: { query: Record<string, string> }) {
  return (
    <form action={CONSOLE_ORDERS_PATH} method="get" role="search" aria-label="Filter orders" className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-8">
      <FilterInput name="q" label="Order number or phone" value={query.q} placeholder="e.g. AS-100123 or 98765…" className="col-span-2" />
      <FilterSelect name="status" label="Status" choices={filterChoices(ORDER_STATUSES, ORDER_STATUS_LABELS)} value={query.status} />
      <FilterSelect name="payment" label="Payment" choices={filterChoices(PAYMENT_KINDS, PAYMENT_KIND_LABELS)} value={query.payment} />
      <FilterSelect name="payment_status" label="Payment status" choices={filterChoices(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)} value={query.payment_status} />
      <FilterInput name="pincode" label="Pincode" value={query.pincode} inputMode="numeric" />
      <FilterInput name="from" label="From" type="date" value={query.from} />
      <FilterInput name="to" label="To" type="date" value={query.to} />
      {query.sort && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir && <input type="hidden" name="dir" value={query.dir} />}
      <FilterActions clearHref={CONSOLE_ORDERS_PATH} className="col-span-2 md:col-span-4 lg:col-span-8" />
    </form>
  );
}

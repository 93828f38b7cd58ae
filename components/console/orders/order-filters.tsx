import Link from "next/link";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_STATUSES, PAYMENT_STATUS_LABELS } from "@/lib/api/contract/orders";
import { PAYMENT_KINDS, PAYMENT_KIND_LABELS } from "@/lib/api/contract/console/orders";
import { controlClass } from "@/components/forms/field-styles";
import { buttonClass } from "@/components/ui/button";
import { CONSOLE_ORDERS_PATH } from "./order-list-url";

type Option = { value: string; label: string };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] => values.map((value) => ({ value, label: labels[value] }));

function Select({ name, label, choices, value }: { name: string; label: string; choices: Option[]; value: string | undefined }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-fg">
      {label}
      <select name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">Any</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Input({ name, label, value, type = "text", ...rest }: { name: string; label: string; value: string | undefined; type?: string; inputMode?: "numeric"; placeholder?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-fg">
      {label}
      <input name={name} type={type} defaultValue={value ?? ""} className={controlClass} {...rest} />
    </label>
  );
}

/** A plain GET form: the filters go into the URL, so the list can be shared, reloaded and gone back to. */
export function OrderFilters({ query }: { query: Record<string, string> }) {
  return (
    <form action={CONSOLE_ORDERS_PATH} method="get" role="search" aria-label="Filter orders" className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-8">
      <div className="col-span-2">
        <Input name="q" label="Order number or phone" value={query.q} placeholder="e.g. AS-100123 or 98765…" />
      </div>
      <Select name="status" label="Status" choices={options(ORDER_STATUSES, ORDER_STATUS_LABELS)} value={query.status} />
      <Select name="payment" label="Payment" choices={options(PAYMENT_KINDS, PAYMENT_KIND_LABELS)} value={query.payment} />
      <Select name="payment_status" label="Payment status" choices={options(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS)} value={query.payment_status} />
      <Input name="pincode" label="Pincode" value={query.pincode} inputMode="numeric" />
      <Input name="from" label="From" type="date" value={query.from} />
      <Input name="to" label="To" type="date" value={query.to} />
      {query.sort && <input type="hidden" name="sort" value={query.sort} />}
      {query.dir && <input type="hidden" name="dir" value={query.dir} />}
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 lg:col-span-8">
        <button type="submit" className={buttonClass("primary", "md")}>
          Apply filters
        </button>
        <Link href={CONSOLE_ORDERS_PATH} className={buttonClass("outline", "md")}>
          Clear
        </Link>
      </div>
    </form>
  );
}

import Link from "next/link";
import type { CustomerList } from "@/lib/api/schemas/console/customers";
import { formatOrderDate } from "@/lib/account-format";
import { focusRing } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";

export const CONSOLE_CUSTOMERS_PATH = "/bos/admin/customers";
const consoleCustomerPath = (id: number) => `${CONSOLE_CUSTOMERS_PATH}/${id}`;

/** A page of the website's customers, each a link to what they ordered and where they live. */
export function CustomerTable({ list }: { list: CustomerList }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Customers</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            {["Name", "Phone", "Email", "Orders", "Last order"].map((title) => (
              <th key={title} scope="col" className="px-3 py-2 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data.map((customer) => (
            <tr key={customer.id} className="border-t border-line">
              <td className="px-3 py-2">
                <Link href={consoleCustomerPath(customer.id)} className={cx("font-semibold text-brand underline-offset-2 hover:underline", focusRing)}>
                  {customer.name || customer.phone}
                </Link>
              </td>
              <td className="px-3 py-2 text-fg">{customer.phone}</td>
              <td className="px-3 py-2 text-fg">{customer.email ?? "—"}</td>
              <td className="px-3 py-2 text-fg">{customer.order_count}</td>
              <td className="px-3 py-2 text-fg">{customer.last_order_at ? formatOrderDate(customer.last_order_at) : "—"}</td>
            </tr>
          ))}
          {list.data.length === 0 && (
            <tr>
              <td colSpan={5} className="px-3 py-8 text-center text-fg-muted">
                No customers match this search.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

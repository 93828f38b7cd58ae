import type { Metadata } from "next";
import { fetchConsoleCustomers } from "@/lib/api/console/customers";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { CONSOLE_CUSTOMERS_PATH, CustomerTable } from "@/components/console/customers/customer-table";
import { cleanQuery } from "@/components/console/orders/order-list-url";
import { controlClass } from "@/components/forms/field-styles";
import { buttonClass } from "@/components/ui/button";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Customers", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConsoleCustomersPage({ searchParams }: Props) {
  await requireConsoleAccess();
  const query = cleanQuery(await searchParams);
  const list = await fetchConsoleCustomers(serverFetch, query);
  const pageHref = (page: number) => `${CONSOLE_CUSTOMERS_PATH}?${new URLSearchParams({ ...query, page: String(page) })}`;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Customers</h1>
      <form action={CONSOLE_CUSTOMERS_PATH} method="get" role="search" aria-label="Find customers" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          Name or phone
          <input name="q" defaultValue={query.q ?? ""} maxLength={40} className={controlClass} />
        </label>
        <button type="submit" className={buttonClass("primary", "md")}>
          Search
        </button>
      </form>
      <p className="text-sm text-fg-muted">{list.meta.total === 1 ? "1 customer" : `${list.meta.total} customers`}</p>
      <CustomerTable list={list} />
      <PageLinks page={list.meta.page} totalPages={Math.max(1, Math.ceil(list.meta.total / list.meta.perPage))} href={pageHref} />
    </div>
  );
}

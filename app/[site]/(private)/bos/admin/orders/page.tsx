import type { Metadata } from "next";
import { ApiRequestError } from "@/lib/api/client";
import { fetchConsoleOrders } from "@/lib/api/console/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { errorText } from "@/lib/errors";
import { OrderFilters } from "@/components/console/orders/order-filters";
import { cleanQuery } from "@/components/console/orders/order-list-url";
import { OrderTable } from "@/components/console/orders/order-table";

export const metadata: Metadata = { title: "Orders", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Filters the API cannot read are shown with its reason, above an empty list. */
async function loadOrders(query: Record<string, string>) {
  try {
    return { list: await fetchConsoleOrders(serverFetch, query), problem: "" };
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 400)) throw error;
    return { list: { data: [], meta: { total: 0, page: 1, perPage: 1 } }, problem: errorText(error) };
  }
}

export default async function ConsoleOrdersPage({ searchParams }: Props) {
  await requireConsoleAccess();
  const query = cleanQuery(await searchParams);
  const { list, problem } = await loadOrders(query);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Orders</h1>
      <OrderFilters query={query} />
      {problem && (
        <p role="alert" className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      )}
      <OrderTable key={JSON.stringify(query)} initial={list} query={problem ? {} : query} />
    </div>
  );
}

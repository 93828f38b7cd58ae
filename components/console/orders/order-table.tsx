"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchConsoleOrders } from "@/lib/api/console/orders";
import { CONSOLE_ORDER_SORTS, type ConsoleOrderSort } from "@/lib/api/contract/console/orders";
import { paymentMethodLabel, paymentStatusText } from "@/lib/api/contract/orders";
import type { ConsoleOrderList, ConsoleOrderRow } from "@/lib/api/schemas/console/orders";
import { formatOrderDateTime } from "@/lib/account-format";
import { formatPrice } from "@/lib/format";
import { useApiData } from "@/lib/state/use-api-data";
import { OrderStatusBadge } from "@/components/account/order-status-badge";
import { focusRing } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { PageLinks } from "@/components/ui/page-links";
import { NextStepButton } from "./next-step-button";
import { consoleOrderPath, listHref } from "./order-list-url";

/** New orders appear without a reload: the page asks again this often while it is open. */
const REFRESH_MS = 15_000;

const column = createColumnHelper<ConsoleOrderRow>();
const isSortable = (id: string): id is ConsoleOrderSort => (CONSOLE_ORDER_SORTS as readonly string[]).includes(id);

type Props = { initial: ConsoleOrderList; query: Record<string, string> };

/** A page of the website's orders; sorting and paging are links that change the URL, the server does the work. */
export function OrderTable({ initial, query }: Props) {
  const router = useRouter();
  const { data, mutate } = useApiData(["console-orders", JSON.stringify(query)], () => fetchConsoleOrders(browserFetch, query), {
    fallbackData: initial,
    refreshInterval: REFRESH_MS,
  });
  const list = data ?? initial;
  const sorting: SortingState = [{ id: query.sort ?? "created_at", desc: (query.dir ?? "desc") === "desc" }];

  const columns = [
    column.accessor("order_number", {
      header: "Order",
      cell: (info) => (
        <Link href={consoleOrderPath(info.row.original.id)} className={cx("font-semibold text-brand underline-offset-2 hover:underline", focusRing)}>
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("created_at", { header: "Placed", cell: (info) => formatOrderDateTime(info.getValue()) }),
    column.accessor("customer_name", {
      header: "Customer",
      enableSorting: false,
      cell: (info) => (
        <>
          <span className="block">{info.getValue() || "—"}</span>
          <span className="block text-fg-muted">{info.row.original.customer_phone}</span>
        </>
      ),
    }),
    column.accessor("pincode", { header: "Pincode", enableSorting: false, cell: (info) => info.getValue() ?? "—" }),
    column.accessor("status", { header: "Status", cell: (info) => <OrderStatusBadge status={info.getValue()} /> }),
    column.accessor("payment_status", {
      header: "Payment",
      enableSorting: false,
      cell: (info) => (
        <>
          <span className="block">{paymentMethodLabel(info.row.original.payment_method)}</span>
          <span className="block text-fg-muted">{paymentStatusText(info.row.original)}</span>
        </>
      ),
    }),
    column.accessor("total", { header: "Total", cell: (info) => formatPrice(info.getValue()) }),
    column.display({
      id: "next",
      header: "Next step",
      cell: (info) => {
        const order = info.row.original;
        return order.next_status ? <NextStepButton orderId={order.id} orderNumber={order.order_number} next={order.next_status} onMoved={() => void mutate()} /> : null;
      },
    }),
  ];

  // The table is rebuilt from the server's page on each render; nothing below is memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list.data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    getRowId: (row) => String(row.id),
  });

  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.perPage));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {list.meta.total === 1 ? "1 order" : `${list.meta.total} orders`}
      </p>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="bg-surface-muted text-fg">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const id = header.column.id;
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" className="px-3 py-2 font-semibold" aria-sort={sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined}>
                      {header.column.getCanSort() && isSortable(id) ? (
                        <button
                          type="button"
                          className={cx("inline-flex items-center gap-1 underline-offset-2 hover:underline", focusRing)}
                          onClick={() => router.push(listHref(query, { sort: id, dir: sorted === "desc" ? "asc" : "desc" }))}
                        >
                          {label}
                          <span aria-hidden="true">{sorted === "desc" ? "↓" : sorted === "asc" ? "↑" : ""}</span>
                          <span className="sr-only">, sort {sorted === "desc" ? "ascending" : "descending"}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 text-fg">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {list.data.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-fg-muted">
                  No orders match these filters.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <PageLinks page={list.meta.page} totalPages={totalPages} href={(page) => listHref(query, { page: page > 1 ? String(page) : undefined })} />
    </div>
  );
}

"use client";

import Link from "next/link";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ConsoleProductRow } from "@/lib/api/schemas/console/products";
import { DataTable, SortHeader } from "./data-table";
import { PackQuickEdit } from "./pack-quick-edit";

const column = createColumnHelper<ConsoleProductRow>();

type Props = { rows: ConsoleProductRow[]; sort: string; sortHref: Record<string, string> };

/** The products page's table (TanStack Table, headless): paging, filters and sort come from the server. */
export function ProductTable({ rows, sort, sortHref }: Props) {
  const columns = [
    column.accessor("name", {
      header: () => <SortHeader label="Product" field="name" sort={sort} sortHref={sortHref} />,
      cell: (info) => (
        <div className="flex flex-col">
          <Link href={`/bos/admin/products/${info.row.original.id}`} className="font-medium text-brand underline-offset-2 hover:underline">
            {info.getValue()}
          </Link>
          {!info.row.original.active && <span className="text-xs text-fg-muted">Deactivated</span>}
        </div>
      ),
    }),
    column.display({
      id: "classification",
      header: "Category · brand",
      cell: ({ row }) => [row.original.category_name, row.original.brand_name].filter(Boolean).join(" · "),
    }),
    column.display({
      id: "packs",
      header: "Packs: price and stock",
      cell: ({ row }) => (
        <div className="flex flex-col gap-2">
          {row.original.packs.map((pack) => (
            <PackQuickEdit key={pack.id} productName={row.original.name} pack={pack} />
          ))}
        </div>
      ),
    }),
    column.accessor("updated_at", {
      header: () => <SortHeader label="Changed" field="updated" sort={sort} sortHref={sortHref} />,
      cell: (info) => (info.getValue() ? new Date(info.getValue()!).toLocaleDateString("en-IN") : ""),
    }),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), manualSorting: true, manualPagination: true, getRowId: (row) => String(row.id) });

  if (rows.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">No product matches these filters.</p>;
  return <DataTable table={table} caption="Products" sort={sort} sortFields={{ name: "name", updated_at: "updated" }} />;
}

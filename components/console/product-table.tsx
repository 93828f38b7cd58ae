"use client";

import Link from "next/link";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ConsoleProductRow } from "@/lib/api/schemas/console/products";
import { PackQuickEdit } from "./pack-quick-edit";

const column = createColumnHelper<ConsoleProductRow>();

/** Sorting happens on the server: a sortable header is a link to the list sorted by it. */
function SortHeader({ label, field, sort, sortHref }: { label: string; field: string; sort: string; sortHref: Record<string, string> }) {
  const ascending = sort === field;
  const descending = sort === `-${field}`;
  return (
    <Link href={sortHref[ascending ? `-${field}` : field]} className="underline-offset-2 hover:underline">
      {label}
      <span aria-hidden="true">{ascending ? " ▲" : descending ? " ▼" : ""}</span>
      <span className="sr-only">{ascending ? ", sorted A to Z" : descending ? ", sorted Z to A" : ""}</span>
    </Link>
  );
}

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
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="bg-surface-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold" aria-sort={header.column.id === "name" ? ariaSort(sort, "name") : header.column.id === "updated_at" ? ariaSort(sort, "updated") : undefined}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ariaSort(sort: string, field: string): "ascending" | "descending" | undefined {
  if (sort === field) return "ascending";
  if (sort === `-${field}`) return "descending";
  return undefined;
}

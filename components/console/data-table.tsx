"use client";

import Link from "next/link";
import { flexRender, type Table } from "@tanstack/react-table";

/*
 * The console's server-sorted tables. A sort is a word such as "name" (A to Z) or "-name" (Z to A) in
 * the page address; a sortable header is a link to the list sorted by it, and the server does the work.
 */

export function SortHeader({ label, field, sort, sortHref }: { label: string; field: string; sort: string; sortHref: Record<string, string> }) {
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

function ariaSort(sort: string, field: string | undefined): "ascending" | "descending" | undefined {
  if (!field) return undefined;
  if (sort === field) return "ascending";
  if (sort === `-${field}`) return "descending";
  return undefined;
}

type Props<Row> = {
  table: Table<Row>;
  caption: string;
  sort: string;
  /** The sort field of each sortable column, by the column's id. */
  sortFields: Record<string, string>;
};

/** Renders a TanStack table (headless) with the sort of its server-sorted columns announced. */
export function DataTable<Row>({ table, caption, sort, sortFields }: Props<Row>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold" aria-sort={ariaSort(sort, sortFields[header.column.id])}>
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

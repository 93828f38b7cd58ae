"use client";

import Link from "next/link";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { WarehouseList } from "@/lib/api/schemas/console/delivery";
import { DataTable } from "../data-table";
import { consoleWarehousePath } from "./delivery-paths";

type Warehouse = WarehouseList["data"][number];
const column = createColumnHelper<Warehouse>();

/** The website's warehouses (TanStack Table, headless), each a link to its delivery areas and slots. */
export function WarehouseTable({ rows }: { rows: Warehouse[] }) {
  const columns = [
    column.accessor("name", {
      header: "Warehouse",
      cell: ({ row }) => (
        <Link href={consoleWarehousePath(row.original.id)} className="font-semibold text-brand underline-offset-2 hover:underline">
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor("city", { header: "City", cell: (info) => info.getValue() ?? "—" }),
    column.accessor("area_count", { header: "Pincodes" }),
    column.accessor("slot_count", { header: "Slots" }),
    column.accessor("active", { header: "State", cell: (info) => (info.getValue() ? "Active" : "Inactive") }),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id) });

  if (rows.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">No warehouse yet: add one to start delivering.</p>;
  return <DataTable table={table} caption="Warehouses" sort="name" sortFields={{}} />;
}

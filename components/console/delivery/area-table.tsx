"use client";

import Link from "next/link";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { WarehouseDetail } from "@/lib/api/schemas/console/delivery";
import { formatPrice } from "@/lib/format";
import { DataTable } from "../data-table";
import { consoleAreaPath } from "./delivery-paths";
import { RemoveAreaButton } from "./remove-area-button";

type Area = WarehouseDetail["areas"][number];
const column = createColumnHelper<Area>();

const cashText = (area: Area) => (!area.cod_enabled ? "Off" : area.cod_limit === null ? "On, no limit" : `On, up to ${formatPrice(area.cod_limit)}`);

/** A warehouse's delivery areas by pincode (TanStack Table, headless), each with its terms, an edit link and removal. */
export function AreaTable({ warehouseId, areas }: { warehouseId: number; areas: Area[] }) {
  const columns = [
    column.accessor("pincode", {
      header: "Pincode",
      cell: ({ row }) => (
        <Link href={consoleAreaPath(warehouseId, row.original.id)} className="font-semibold text-brand underline-offset-2 hover:underline" aria-label={`Edit delivery to ${row.original.pincode}`}>
          {row.original.pincode}
        </Link>
      ),
    }),
    column.display({ id: "place", header: "Place", cell: ({ row }) => [row.original.city, row.original.state].filter(Boolean).join(", ") || "—" }),
    column.accessor("delivery_charge", { header: "Charge", cell: (info) => (info.getValue() > 0 ? formatPrice(info.getValue()) : "Free") }),
    column.accessor("free_delivery_above", { header: "Free above", cell: (info) => (info.getValue() === null ? "—" : formatPrice(info.getValue())) }),
    column.display({ id: "cash", header: "Cash on delivery", cell: ({ row }) => cashText(row.original) }),
    column.accessor("active", { header: "Delivers", cell: (info) => (info.getValue() ? "Yes" : "No") }),
    column.display({ id: "remove", header: () => <span className="sr-only">Remove</span>, cell: ({ row }) => <RemoveAreaButton warehouseId={warehouseId} area={row.original} /> }),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: areas, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id) });

  if (areas.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">This warehouse delivers to no pincode yet.</p>;
  return <DataTable table={table} caption="Delivery areas" sort="pincode" sortFields={{}} />;
}

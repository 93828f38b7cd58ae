"use client";

import Link from "next/link";
import { createColumnHelper, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { TAXONOMY_NOUNS, type ConsoleCategory, type ConsoleSupplier, type TaxonomyKind, type TaxonomyRecords } from "@/lib/api/schemas/console/taxonomy";
import { Thumbnail } from "@/components/ui/thumbnail";
import { DataTable } from "../data-table";
import { taxonomyRecordPath } from "./taxonomy-paths";

type Row = TaxonomyRecords[TaxonomyKind];
const column = createColumnHelper<Row>();

/** The columns only one kind has: a category's parent, order and state, a supplier's web address. */
function ownColumns(kind: TaxonomyKind): ColumnDef<Row, string>[] {
  if (kind === "categories") {
    return [
      column.display({ id: "parent", header: "Under", cell: ({ row }) => (row.original as ConsoleCategory).parent_name ?? "Top level" }),
      column.display({ id: "position", header: "Position", cell: ({ row }) => String((row.original as ConsoleCategory).position) }),
      column.display({ id: "state", header: "State", cell: ({ row }) => ((row.original as ConsoleCategory).active ? "Shown" : "Hidden") }),
    ];
  }
  if (kind === "suppliers") return [column.display({ id: "link", header: "Web address", cell: ({ row }) => (row.original as ConsoleSupplier).link ?? "—" })];
  return [];
}

/** One kind's list (TanStack Table, headless): the search and paging come from the server. */
export function TaxonomyTable({ kind, rows }: { kind: TaxonomyKind; rows: Row[] }) {
  const { title, picture } = TAXONOMY_NOUNS[kind];
  const columns = [
    column.display({
      id: "picture",
      header: picture,
      cell: ({ row }) => (row.original.image ? <Thumbnail image={row.original.image} size="small" edge={40} className="rounded border border-line object-contain" /> : <span className="text-fg-muted">None</span>),
    }),
    column.accessor("name", {
      header: "Name",
      cell: (info) => (
        <Link href={taxonomyRecordPath(kind, info.row.original.id)} className="font-semibold text-brand underline-offset-2 hover:underline">
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("slug", { header: "Slug" }),
    ...ownColumns(kind),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), manualPagination: true, getRowId: (row) => String(row.id) });

  if (rows.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">No {TAXONOMY_NOUNS[kind].one} matches this search.</p>;
  return <DataTable table={table} caption={title} sort="name" sortFields={{}} />;
}

"use client";

import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { StaffList, StaffMember } from "@/lib/api/schemas/console/staff";
import { formatOrderDate } from "@/lib/account-format";
import { DataTable } from "../data-table";
import { RemoveStaffButton } from "./remove-staff-button";

const column = createColumnHelper<StaffMember>();

/** The people who run the website (every website's, for a superadmin); this website's rows can be removed. */
export function StaffTable({ list }: { list: StaffList }) {
  const columns = [
    column.accessor("name", { header: "Name", cell: (info) => info.getValue() || "—" }),
    column.accessor("phone", { header: "Mobile number" }),
    ...(list.every_website ? [column.accessor("website_name", { header: "Website" })] : []),
    column.accessor("added_at", { header: "Added", cell: (info) => formatOrderDate(info.getValue()) }),
    column.display({
      id: "remove",
      header: "Access",
      cell: ({ row }) => {
        const member = row.original;
        if (member.you) return <span className="text-fg-muted">You (you cannot remove yourself)</span>;
        if (member.website_id !== list.website_id) return <span className="text-fg-muted">Switch to this website to remove</span>;
        return <RemoveStaffButton member={member} />;
      },
    }),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: list.data, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => `${row.website_id}-${row.user_id}` });
  return <DataTable table={table} caption="Staff" sort="" sortFields={{}} />;
}

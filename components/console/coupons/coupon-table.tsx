"use client";

import Link from "next/link";
import { createColumnHelper, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ConsoleCoupon } from "@/lib/api/schemas/console/coupons";
import { formatPrice } from "@/lib/format";
import { formatDate } from "@/lib/validation/dates";
import { DataTable, SortHeader } from "../data-table";
import { consoleCouponPath } from "./coupon-paths";

const column = createColumnHelper<ConsoleCoupon>();

function discountText(coupon: ConsoleCoupon) {
  const off = coupon.kind === "percent" ? `${coupon.value}% off` : `${formatPrice(coupon.value)} off`;
  return coupon.max_discount === null ? off : `${off}, up to ${formatPrice(coupon.max_discount)}`;
}

type Props = { rows: ConsoleCoupon[]; sort: string; sortHref: Record<string, string> };

/** The coupons page's table (TanStack Table, headless): paging, filters and sort come from the server. */
export function CouponTable({ rows, sort, sortHref }: Props) {
  const columns = [
    column.accessor("code", {
      header: () => <SortHeader label="Code" field="code" sort={sort} sortHref={sortHref} />,
      cell: (info) => (
        <div className="flex flex-col">
          <Link href={consoleCouponPath(info.row.original.id)} className="font-semibold text-brand underline-offset-2 hover:underline">
            {info.getValue()}
          </Link>
          {info.row.original.description && <span className="text-xs text-fg-muted">{info.row.original.description}</span>}
        </div>
      ),
    }),
    column.display({ id: "discount", header: "Discount", cell: ({ row }) => discountText(row.original) }),
    column.accessor("min_order", { header: "Minimum order", cell: (info) => (info.getValue() > 0 ? formatPrice(info.getValue()) : "Any") }),
    column.accessor("valid_to", {
      header: () => <SortHeader label="Valid" field="ends" sort={sort} sortHref={sortHref} />,
      cell: ({ row }) => `${formatDate(row.original.valid_from)} – ${formatDate(row.original.valid_to)}`,
    }),
    column.accessor("uses", {
      header: "Uses",
      cell: ({ row }) => {
        const { uses, total_limit, per_customer_limit } = row.original;
        const perCustomer = per_customer_limit === null ? "" : per_customer_limit === 1 ? " · once per customer" : ` · ${per_customer_limit} per customer`;
        return `${uses}${total_limit === null ? "" : ` of ${total_limit}`}${perCustomer}`;
      },
    }),
    column.display({
      id: "state",
      header: "State",
      cell: ({ row }) => [row.original.active ? "Active" : "Off", row.original.private ? "Private" : "Listed"].join(" · "),
    }),
  ];
  // The table is rebuilt from the server's rows on every render; nothing below is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), manualSorting: true, manualPagination: true, getRowId: (row) => String(row.id) });

  if (rows.length === 0) return <p className="rounded-xl border border-dashed border-line p-6 text-center text-fg-muted">No coupon matches these filters.</p>;
  return <DataTable table={table} caption="Coupons" sort={sort} sortFields={{ code: "code", valid_to: "ends" }} />;
}

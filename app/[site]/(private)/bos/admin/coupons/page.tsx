import type { Metadata } from "next";
import Link from "next/link";
import { fetchConsoleCoupons } from "@/lib/api/console/coupons";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { CONSOLE_COUPONS_PATH } from "@/components/console/coupons/coupon-paths";
import { CouponTable } from "@/components/console/coupons/coupon-table";
import { FilterActions, FilterInput, FilterSelect } from "@/components/console/filter-fields";
import { cleanQuery } from "@/components/console/orders/order-list-url";
import { buttonClass } from "@/components/ui/button";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Coupons", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const hrefWith = (query: Record<string, string>, change: Record<string, string>) => `${CONSOLE_COUPONS_PATH}?${new URLSearchParams({ ...query, ...change })}`;

export default async function ConsoleCouponsPage({ searchParams }: Props) {
  await requireConsoleAccess();
  const query = cleanQuery(await searchParams);
  const list = await fetchConsoleCoupons(serverFetch, query);
  const sort = query.sort ?? "code";
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Coupons</h1>
        <p className="text-sm text-fg-muted">{list.meta.total === 1 ? "1 coupon" : `${list.meta.total} coupons`}</p>
        <Link href={`${CONSOLE_COUPONS_PATH}/new`} className={buttonClass("primary")}>
          Add a coupon
        </Link>
      </header>
      <form method="get" action={CONSOLE_COUPONS_PATH} role="search" aria-label="Filter coupons" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterInput name="q" label="Code" type="search" value={query.q} />
        <FilterSelect name="active" label="State" value={query.active} choices={[{ value: "1", label: "Active" }, { value: "0", label: "Off" }]} />
        {query.sort && <input type="hidden" name="sort" value={query.sort} />}
        <FilterActions clearHref={CONSOLE_COUPONS_PATH} />
      </form>
      <CouponTable rows={list.data} sort={sort} sortHref={Object.fromEntries(["code", "-code", "ends", "-ends"].map((value) => [value, hrefWith(query, { sort: value, page: "1" })]))} />
      <PageLinks page={list.meta.page} totalPages={Math.max(1, Math.ceil(list.meta.total / list.meta.perPage))} href={(page) => hrefWith(query, { page: String(page) })} />
    </div>
  );
}

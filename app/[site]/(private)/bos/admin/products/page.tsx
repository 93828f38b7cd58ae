import type { Metadata } from "next";
import Link from "next/link";
import { fetchCatalogueOptions, fetchConsoleProducts, type ProductListParams } from "@/lib/api/console/products";
import { PACK_CSV_HREF } from "@/lib/api/console/pack-import";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { buttonClass } from "@/components/ui/button";
import { PageLinks } from "@/components/ui/page-links";
import { ProductFilters } from "@/components/console/product-filters";
import { ProductTable } from "@/components/console/product-table";

export const metadata: Metadata = { title: "Products" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const KEYS = ["q", "category", "brand", "supplier", "active", "stock", "sort", "page"] as const;

/** The list's state lives in the address: back, reload and a shared link show the same page. */
function listParams(search: Record<string, string | string[] | undefined>): ProductListParams {
  const params: ProductListParams = {};
  for (const key of KEYS) {
    const value = search[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) params[key] = first;
  }
  return params;
}

const hrefWith = (params: ProductListParams, change: ProductListParams) => `/bos/admin/products?${new URLSearchParams({ ...params, ...change }).toString()}`;

export default async function ConsoleProductsPage({ searchParams }: Props) {
  await requireConsoleAccess();
  const params = listParams(await searchParams);
  const [list, options] = await Promise.all([fetchConsoleProducts(serverFetch, params), fetchCatalogueOptions(serverFetch)]);
  const totalPages = Math.max(1, Math.ceil(list.meta.total / list.meta.perPage));
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Products</h1>
        <p className="text-sm text-fg-muted">{list.meta.total} products</p>
        <div className="flex flex-wrap gap-2">
          <a href={PACK_CSV_HREF} download className={buttonClass("secondary")}>
            Export CSV
          </a>
          <Link href="/bos/admin/products/import" className={buttonClass("secondary")}>
            Import CSV
          </Link>
          <Link href="/bos/admin/products/new" className={buttonClass("primary")}>
            Add a product
          </Link>
        </div>
      </header>
      <ProductFilters params={params} options={options} />
      <ProductTable rows={list.data} sort={params.sort ?? "-updated"} sortHref={Object.fromEntries(["name", "-name", "updated", "-updated"].map((sort) => [sort, hrefWith(params, { sort, page: "1" })]))} />
      <PageLinks page={list.meta.page} totalPages={totalPages} href={(page) => hrefWith(params, { page: String(page) })} />
    </div>
  );
}

import type { Metadata } from "next";
import { fetchAuditLog, type AuditFilterParams } from "@/lib/api/console/audit";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { AuditFilters } from "@/components/console/audit-filters";
import { AuditTable } from "@/components/console/audit-table";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const KEYS = ["actor", "entity", "action", "from", "to", "page"] as const;

function filtersOf(search: Record<string, string | string[] | undefined>): AuditFilterParams {
  const filters: AuditFilterParams = {};
  for (const key of KEYS) {
    const value = search[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) filters[key] = first;
  }
  return filters;
}

export default async function AuditPage({ searchParams }: Props) {
  await requireConsoleAccess();
  const filters = filtersOf(await searchParams);
  const log = await fetchAuditLog(serverFetch, filters);
  const totalPages = Math.max(1, Math.ceil(log.meta.total / log.meta.perPage));
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Audit log</h1>
        <p className="text-sm text-fg-muted">{log.meta.total} entries</p>
      </header>
      <AuditFilters filters={filters} actors={log.actors} />
      <AuditTable entries={log.data} />
      <PageLinks page={log.meta.page} totalPages={totalPages} href={(page) => `/bos/admin/audit?${new URLSearchParams({ ...filters, page: String(page) }).toString()}`} />
    </div>
  );
}

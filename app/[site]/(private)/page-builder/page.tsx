import type { Metadata } from "next";
import { fetchConsolePages } from "@/lib/api/console/pages";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PageList } from "@/components/page-builder/page-list";
import { PageSettingsForm } from "@/components/page-builder/page-settings-form";

export const metadata: Metadata = { title: "Pages", robots: { index: false } };

export default async function PageBuilderPages() {
  await requireConsoleAccess();
  const { data } = await fetchConsolePages(serverFetch);
  return (
    <div className="flex flex-col gap-6">
      <PageList pages={data} />
      <section aria-labelledby="add-page" className="rounded-xl border border-line p-4">
        <h2 id="add-page" className="mb-3 text-lg font-semibold text-fg">
          Add a page
        </h2>
        <PageSettingsForm page={null} />
      </section>
    </div>
  );
}

import Link from "next/link";
import type { ConsolePage } from "@/lib/api/schemas/console/pages";
import { buttonClass } from "@/components/ui/button";
import { DeletePageButton } from "./delete-page-button";
import { pageEditorPath } from "./page-builder-paths";
import { PageSettingsForm } from "./page-settings-form";

const stateOf = (page: ConsolePage) =>
  [page.published ? "Published" : "Hidden", page.version > 0 ? `version ${page.version}` : null, page.unpublished_changes ? "unpublished changes" : null].filter(Boolean).join(" · ");

/** The website's pages: open one in the editor, change its settings, or delete it (not the home page). */
export function PageList({ pages }: { pages: ConsolePage[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Pages">
      {pages.map((page) => (
        <li key={page.id} className="rounded-xl border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="font-semibold text-fg">{page.name}</h2>
              <p className="text-sm text-fg-muted">
                <code>{page.url}</code> · {stateOf(page)}
              </p>
            </div>
            <div className="flex gap-2">
              <Link href={pageEditorPath(page.id)} className={buttonClass("primary", "sm")} aria-label={`Edit ${page.name}`}>
                Edit
              </Link>
              {page.url !== "/" && <DeletePageButton page={page} />}
            </div>
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-fg">Settings of {page.name}</summary>
            <div className="mt-3">
              <PageSettingsForm page={page} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

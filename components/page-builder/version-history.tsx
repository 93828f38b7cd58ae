"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { restorePageVersion } from "@/lib/api/console/pages";
import type { PageVersionList } from "@/lib/api/schemas/console/pages";
import { formatOrderDateTime } from "@/lib/account-format";
import { buttonClass } from "@/components/ui/button";
import { useConsoleAction } from "@/components/console/use-console-action";

/** The page's published versions, newest first; any earlier one is published again in one click. */
export function VersionHistory({ pageId, versions, onRestored }: { pageId: number; versions: PageVersionList; onRestored: () => void }) {
  const { busy, run } = useConsoleAction();
  if (versions.data.length === 0) return <p className="text-sm text-fg-muted">No versions yet: the first publish keeps the page as it was as version 1.</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label="Versions">
      {versions.data.map((version) => (
        <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
          <span>
            <strong>Version {version.version}</strong> · {formatOrderDateTime(version.created_at)}
            {version.by ? ` · ${version.by}` : ""} · {version.blocks} blocks
          </span>
          {version.version === versions.current ? (
            <span className="text-fg-muted">Published now</span>
          ) : (
            <button type="button" disabled={busy} className={buttonClass("outline", "sm")} onClick={() => void run(() => restorePageVersion(browserFetch, pageId, version.version), onRestored)}>
              Restore version {version.version}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

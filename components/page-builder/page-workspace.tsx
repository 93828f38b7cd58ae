"use client";

import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchPageVersions } from "@/lib/api/console/pages";
import type { PageEditorState, PageVersionList } from "@/lib/api/schemas/console/pages";
import { DraftPreview } from "./draft-preview";
import { PageEditor } from "./page-editor";
import { VersionHistory } from "./version-history";

/** One page in Website Settings: the editor, the preview of its draft and its version history. */
export function PageWorkspace({ state, versions: initialVersions }: { state: PageEditorState; versions: PageVersionList }) {
  const [versions, setVersions] = useState(initialVersions);
  const refreshVersions = () => void fetchPageVersions(browserFetch, state.page.id).then(setVersions);
  return (
    <div className="flex flex-col gap-6">
      <PageEditor state={state} onPublished={refreshVersions} />
      <DraftPreview pageId={state.page.id} languages={state.languages} />
      <section aria-labelledby="versions-heading" className="flex flex-col gap-2">
        <h2 id="versions-heading" className="text-lg font-semibold text-fg">
          Version history
        </h2>
        {/* The editor holds the blocks it opened with, so a restored version is opened afresh. */}
        <VersionHistory pageId={state.page.id} versions={versions} onRestored={() => window.location.reload()} />
      </section>
    </div>
  );
}

"use client";

import "@puckeditor/core/puck.css";
import "./puck-canvas.css";
import { ActionBar, Puck, type Data } from "@puckeditor/core";
import { useEffect, useRef, useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiRequestError } from "@/lib/api/client";
import { publishPageBlocks, savePageDraft } from "@/lib/api/console/pages";
import type { PageEditorState } from "@/lib/api/schemas/console/pages";
import { errorText } from "@/lib/errors";
import { blocksToPuck, puckToBlocks } from "@/lib/page-builder/puck-data";
import { MoveButtons, PublishButton } from "./editor-actions";
import { ListField } from "./list-field";
import { pageBlocksConfig } from "./puck-config";

const AUTOSAVE_AFTER_MS = 1200;

type Status = { kind: "idle" | "saving" | "saved" | "published"; text: string } | { kind: "error" | "conflict"; text: string };

/**
 * The visual editor of one page. Every change is saved as the draft a moment later, with the revision
 * it was based on; a conflict (someone else saved since) stops the autosave and keeps the edits on
 * screen. Publish sends the blocks once more and the server checks, saves and publishes them.
 */
export function PageEditor({ state, onPublished }: { state: PageEditorState; onPublished: () => void }) {
  const revision = useRef(state.revision);
  // Puck keeps its own state from the data it opened with; the ref follows its changes for the autosave.
  const [initial] = useState<Data>(() => blocksToPuck(state.blocks));
  const [config] = useState(() => pageBlocksConfig(state.languages));
  const latest = useRef<Data>(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle", text: state.page.unpublished_changes ? "The draft has changes shoppers do not see yet" : "The draft is what shoppers see" });
  const conflicted = status.kind === "conflict";

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const refused = (error: unknown) =>
    setStatus({ kind: error instanceof ApiRequestError && error.status === 409 ? "conflict" : "error", text: errorText(error) });

  const saveDraft = async () => {
    setStatus({ kind: "saving", text: "Saving the draft…" });
    try {
      const saved = await savePageDraft(browserFetch, state.page.id, puckToBlocks(latest.current, state.languages), revision.current);
      revision.current = saved.revision;
      setStatus({ kind: "saved", text: saved.message });
    } catch (error) {
      refused(error);
    }
  };

  const publish = async (data: Data) => {
    if (timer.current) clearTimeout(timer.current);
    setStatus({ kind: "saving", text: "Publishing…" });
    try {
      const published = await publishPageBlocks(browserFetch, state.page.id, puckToBlocks(data, state.languages), revision.current);
      revision.current = published.revision;
      setStatus({ kind: "published", text: `${published.message} (version ${published.version})` });
      onPublished();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p role={status.kind === "error" || conflicted ? "alert" : "status"} className={status.kind === "error" || conflicted ? "whitespace-pre-line rounded-lg border border-danger p-3 text-sm text-danger" : "text-sm text-fg-muted"}>
        {status.text}
      </p>
      <Puck
        config={config}
        data={initial}
        headerTitle={`${state.page.name} (${state.page.url})`}
        iframe={{ enabled: false }}
        height="80vh"
        viewports={[
          { width: 390, label: "Phone", icon: "Smartphone" },
          { width: 1280, label: "Desktop", icon: "Monitor" },
        ]}
        onChange={(data) => {
          latest.current = data;
          if (conflicted) return;
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void saveDraft(), AUTOSAVE_AFTER_MS);
        }}
        overrides={{
          // Puck's own list field nests its buttons in a clickable summary and leaves them unnamed.
          fieldTypes: { array: ListField },
          headerActions: () => <PublishButton onPublish={(data) => void publish(data)} />,
          actionBar: ({ label, children, parentAction }) => (
            <ActionBar label={label}>
              <ActionBar.Group>
                {parentAction}
                <MoveButtons />
                {children}
              </ActionBar.Group>
            </ActionBar>
          ),
        }}
      />
    </div>
  );
}

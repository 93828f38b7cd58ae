"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { pagePreviewPath } from "./page-builder-paths";

const WIDTHS = [
  { label: "Phone", width: 390, scale: 1 },
  { label: "Desktop", width: 1280, scale: 0.5 },
];

/** The saved draft as shoppers would see it, drawn by the storefront's own components at a phone's and a desktop's width. */
export function DraftPreview({ pageId }: { pageId: number }) {
  const [shown, setShown] = useState(0);
  return (
    <section aria-label="Preview of the draft" className="flex flex-col gap-3">
      <div>
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => setShown((count) => count + 1)}>
          {shown ? "Refresh the preview" : "Preview the draft"}
        </button>
      </div>
      {shown > 0 && (
        <div className="flex flex-wrap items-start gap-6">
          {WIDTHS.map(({ label, width, scale }) => (
            <figure key={`${label}-${shown}`} className="flex flex-col gap-1">
              <figcaption className="text-sm font-medium text-fg">
                {label} ({width} px)
              </figcaption>
              <div className="overflow-hidden rounded-lg border border-line" style={{ width: width * scale, height: 700 * scale }}>
                <iframe title={`Draft preview, ${label.toLowerCase()}`} src={pagePreviewPath(pageId)} style={{ width, height: 700, transform: `scale(${scale})`, transformOrigin: "0 0" }} />
              </div>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}

"use client";

import { useId, useState } from "react";
import { nativeLanguageName } from "@/lib/i18n/languages";
import { controlClass } from "@/components/forms/field-styles";
import { buttonClass } from "@/components/ui/button";
import { pagePreviewPath } from "./page-builder-paths";

const WIDTHS = [
  { label: "Phone", width: 390, scale: 1 },
  { label: "Desktop", width: 1280, scale: 0.5 },
];

/**
 * The saved draft as shoppers would see it, drawn by the storefront's own components at a phone's and
 * a desktop's width, in the website's default language or one of its others (`languages`).
 */
export function DraftPreview({ pageId, languages }: { pageId: number; languages: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const [language, setLanguage] = useState("");
  const languageId = useId();
  return (
    <section aria-label="Preview of the draft" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => setShown((count) => count + 1)}>
          {shown ? "Refresh the preview" : "Preview the draft"}
        </button>
        {languages.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={languageId} className="text-sm font-medium text-fg">
              Language of the preview
            </label>
            <select id={languageId} value={language} onChange={(event) => setLanguage(event.target.value)} className={controlClass}>
              <option value="">Default language</option>
              {languages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {nativeLanguageName(code)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {shown > 0 && (
        <div className="flex flex-wrap items-start gap-6">
          {WIDTHS.map(({ label, width, scale }) => (
            <figure key={`${label}-${shown}-${language}`} className="flex flex-col gap-1">
              <figcaption className="text-sm font-medium text-fg">
                {label} ({width} px)
              </figcaption>
              <div className="overflow-hidden rounded-lg border border-line" style={{ width: width * scale, height: 700 * scale }}>
                <iframe
                  title={`Draft preview, ${label.toLowerCase()}`}
                  src={pagePreviewPath(pageId, language || undefined)}
                  style={{ width, height: 700, transform: `scale(${scale})`, transformOrigin: "0 0" }}
                />
              </div>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}

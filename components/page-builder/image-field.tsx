"use client";

import { useId, useState } from "react";
import type { CustomField } from "@puckeditor/core";
import { browserFetch } from "@/lib/api/browser-transport";
import { FIELD_TEXT } from "./field-colours";
import { uploadPageImage } from "@/lib/api/console/pages";
import { errorText } from "@/lib/errors";
import { PHOTO_RULES, PHOTO_TYPES } from "@/lib/validation/photo";

/** An image of a block: a media path or https address typed in, or a photo uploaded through the console's photo checks. */
function ImageInput({ label, value, onChange, readOnly }: { label: string; value: string | undefined; onChange: (value: string) => void; readOnly?: boolean }) {
  const id = useId();
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ error: false, text: "Uploading…" });
    try {
      const stored = await uploadPageImage(browserFetch, file);
      onChange(stored.src);
      setStatus({ error: false, text: stored.message });
    } catch (error) {
      setStatus({ error: true, text: errorText(error) });
    }
  };
  return (
    <div className={`flex flex-col gap-1 text-sm ${FIELD_TEXT.base}`}>
      <label htmlFor={`${id}-path`} className={FIELD_TEXT.strong}>
        {label}
      </label>
      <input id={`${id}-path`} type="text" value={value ?? ""} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} className="rounded border border-line px-2 py-1" />
      <label htmlFor={`${id}-file`} className={FIELD_TEXT.muted}>
        Upload a new {label.toLowerCase()}
      </label>
      <input id={`${id}-file`} type="file" accept={PHOTO_TYPES} disabled={readOnly} aria-describedby={`${id}-rules`} onChange={(event) => void upload(event.target.files?.[0])} />
      <p id={`${id}-rules`} className={FIELD_TEXT.muted}>
        {PHOTO_RULES}
      </p>
      {status && (
        <p role={status.error ? "alert" : "status"} className={status.error ? FIELD_TEXT.error : FIELD_TEXT.muted}>
          {status.text}
        </p>
      )}
    </div>
  );
}

export const imageField = (label: string): CustomField<string> => ({
  type: "custom",
  label,
  render: ({ value, onChange, readOnly }) => <ImageInput label={label} value={value} onChange={onChange} readOnly={readOnly} />,
});

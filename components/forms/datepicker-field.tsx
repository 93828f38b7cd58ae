"use client";

import type { Dayjs } from "dayjs";
import { useRef, useState } from "react";
import { DEFAULT_DATE_FORMAT, EMPTY_DATE, formatDate, parseDate, parseDateInput, toStoredDate } from "@/lib/validation";
import { Calendar } from "./calendar";
import { FieldShell } from "./field-shell";
import { controlClass, popupClass, popupStyle } from "./field-styles";
import { useFormField, type BaseFieldProps } from "./use-form-field";
import { useMergedRef } from "./use-merged-ref";

export interface DatePickerFieldProps extends BaseFieldProps {
  /** dayjs display format; the stored value is always YYYYMMDD. */
  format?: string;
  placeholder?: string;
}

/**
 * A date stored as YYYYMMDD ("00000000" when empty). The text input accepts the display format, ISO or
 * YYYYMMDD; ArrowDown or the button opens the calendar.
 */
export function DatePickerField({ format = DEFAULT_DATE_FORMAT, placeholder, ...props }: DatePickerFieldProps) {
  const { name, fieldRef, onBlur, value, setValue, controlProps, shellProps, ids } = useFormField<string>(props, "datepicker", EMPTY_DATE);
  // What the person is typing, until it is committed on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useMergedRef(inputRef, fieldRef);
  const calendarId = `${ids.input}-calendar`;

  function commitDraft() {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === "") return setValue(EMPTY_DATE);
    const date = parseDateInput(draft, format);
    if (date) setValue(toStoredDate(date));
  }

  function closeCalendar() {
    setOpen(false);
    inputRef.current?.focus();
  }

  function pick(date: Dayjs) {
    setValue(toStoredDate(date));
    setDraft(null);
    closeCalendar();
  }

  return (
    <FieldShell {...shellProps}>
      <div
        className="relative flex gap-2"
        onBlur={(event) => {
          if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <input
          {...controlProps}
          ref={setRefs}
          name={name}
          type="text"
          autoComplete="off"
          value={draft ?? formatDate(value, format)}
          placeholder={placeholder ?? format}
          readOnly={props.readonly}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commitDraft();
            if (event.key === "ArrowDown" && !props.readonly) {
              event.preventDefault();
              commitDraft();
              setOpen(true);
            }
          }}
          onBlur={() => {
            commitDraft();
            onBlur();
          }}
          className={controlClass}
        />
        <button
          type="button"
          aria-label={`Choose ${shellProps.label ?? "date"}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={props.readonly}
          onClick={() => setOpen((isOpen) => !isOpen)}
          className="rounded-md border border-line px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-60"
        >
          <span aria-hidden="true">📅</span>
        </button>
        {open && (
          <div className={popupClass} style={popupStyle}>
            <Calendar
              id={calendarId}
              label={`Choose ${shellProps.label ?? "date"}`}
              value={parseDate(value)}
              onPick={pick}
              onClose={closeCalendar}
            />
          </div>
        )}
      </div>
    </FieldShell>
  );
}

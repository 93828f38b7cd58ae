"use client";

import { useEffect, useId, useRef } from "react";
import { AutoField, FieldLabel, type ArrayField, type Field, type Overrides } from "@puckeditor/core";
import { listItemName } from "@/lib/page-builder/puck-fields";
import { FIELD_TEXT } from "./field-colours";

type Item = Record<string, unknown>;
/** What Puck gives a field type's renderer (`overrides.fieldTypes`); this one is given array fields only. */
type ListFieldProps = Parameters<NonNullable<Overrides["fieldTypes"]["array"]>>[0];
type ListProps = { field: ArrayField; value: unknown; onChange: (value: Item[]) => void; readOnly?: boolean; name: string };
type Action = "up" | "down" | "remove";

/** At least 24 px high (WCAG target size); the panel's own text colour. */
const BUTTON = "min-h-6 rounded border border-line px-2 text-xs disabled:opacity-50";
/** Fields that draw their own labels (a picture's path and upload, a list of lists). */
const SELF_LABELLED = new Set<Field["type"]>(["custom", "array", "object", "external", "radio"]);

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One field of an item: Puck's own input, named by its visible label. */
function ItemField({ field, value, onChange, readOnly }: { field: Field; value: unknown; onChange: (value: unknown) => void; readOnly?: boolean }) {
  const input = <AutoField field={field} value={value} onChange={onChange} readOnly={readOnly} />;
  if (SELF_LABELLED.has(field.type)) return input;
  return (
    <FieldLabel label={field.label ?? ""} el="label" readOnly={readOnly}>
      {input}
    </FieldLabel>
  );
}

/**
 * A list field (a slider's slides) drawn in place of Puck's own: every item a group named by its
 * place ("Slide 2") with all its fields open, and real buttons that say which item they act on
 * ("Move slide 2 up", "Remove slide 2"), kept within the list's bounds. A moved item keeps the focus.
 */
export function ListField({ field, value, onChange, readOnly, name }: ListFieldProps) {
  return field.type === "array" ? <List field={field as ArrayField} value={value} onChange={onChange} readOnly={readOnly} name={name} /> : null;
}

function List({ field, value, onChange, readOnly, name }: ListProps) {
  const id = useId();
  const items = Array.isArray(value) ? (value as Item[]) : [];
  const noun = listItemName(field);
  const focusNext = useRef<string | null>(null);
  const canAdd = !readOnly && (field.max === undefined || items.length < field.max);
  const canRemove = !readOnly && items.length > (field.min ?? 0);
  const buttonId = (index: number, action: Action) => `${id}-${index}-${action}`;

  // After a move or a removal has been drawn, the focus goes where the seller's next press belongs.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const move = (from: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    onChange(next);
    // Up at the top (or Down at the bottom) is disabled: the other way keeps the focus in the item.
    focusNext.current = buttonId(to, to === 0 ? "down" : to === items.length - 1 ? "up" : to < from ? "up" : "down");
  };
  const remove = (index: number) => {
    onChange(items.filter((_, other) => other !== index));
    const left = items.length - 1;
    focusNext.current = left > (field.min ?? 0) ? buttonId(Math.min(index, left - 1), "remove") : `${id}-add`;
  };
  const add = () => {
    const starter = typeof field.defaultItemProps === "function" ? field.defaultItemProps(items.length) : field.defaultItemProps;
    onChange([...items, { ...(starter ?? {}) }]);
  };
  const changeField = (index: number, key: string, fieldValue: unknown) => onChange(items.map((item, other) => (other === index ? { ...item, [key]: fieldValue } : item)));

  return (
    <fieldset className={`flex flex-col gap-2 text-sm ${FIELD_TEXT.base}`}>
      <legend className={FIELD_TEXT.strong}>{field.label ?? name}</legend>
      {items.length === 0 && <p className={FIELD_TEXT.muted}>No {noun}s yet.</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const itemName = `${noun} ${index + 1}`;
          return (
            <li key={index}>
              <fieldset className="flex flex-col gap-2 rounded border border-line p-2">
                <legend className={`px-1 ${FIELD_TEXT.strong}`}>{upperFirst(itemName)}</legend>
                {Object.entries(field.arrayFields).map(([key, subField]) => (
                  <ItemField key={key} field={subField as Field} value={item[key]} readOnly={readOnly} onChange={(fieldValue) => changeField(index, key, fieldValue)} />
                ))}
                <div className="flex flex-wrap gap-1">
                  <button id={buttonId(index, "up")} type="button" className={BUTTON} disabled={readOnly || index === 0} aria-label={`Move ${itemName} up`} onClick={() => move(index, index - 1)}>
                    Up
                  </button>
                  <button id={buttonId(index, "down")} type="button" className={BUTTON} disabled={readOnly || index === items.length - 1} aria-label={`Move ${itemName} down`} onClick={() => move(index, index + 1)}>
                    Down
                  </button>
                  <button id={buttonId(index, "remove")} type="button" className={BUTTON} disabled={!canRemove} aria-label={`Remove ${itemName}`} onClick={() => remove(index)}>
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <button id={`${id}-add`} type="button" className={BUTTON} disabled={!canAdd} onClick={add}>
          Add a {noun}
        </button>
      </div>
      {!canAdd && !readOnly && <p className={FIELD_TEXT.muted}>At most {field.max} {noun}s.</p>}
      {!canRemove && !readOnly && items.length > 0 && <p className={FIELD_TEXT.muted}>At least {field.min} {field.min === 1 ? noun : `${noun}s`}.</p>}
    </fieldset>
  );
}

import type { ArrayField, Field, Fields } from "@puckeditor/core";
import { z } from "zod";

/** Fields that need more than their type says (a catalogue picker, an upload), by their key at any depth. */
export type FieldOverrides = Record<string, Field>;

const LABELS: Record<string, string> = {
  name: "Heading",
  data: "Content",
  logicdata: "Products shown",
  image: "Image",
  image_sm: "Image on phones",
  title: "Title",
  link: "Link",
  alt: "Description of the picture",
  caption: "Caption",
  html: "Text (HTML)",
  limit: "How many",
  sort: "Order",
};

/** What one item of a list is called, by the list's key ("Remove slide 2"); the list is labelled with its plural. */
const ITEM_NAMES: Record<string, string> = { data: "slide" };

/** The name of one item of a list field (from `puckFields`), for its buttons and groups. */
export const listItemName = (field: ArrayField): string => (typeof field.metadata?.itemName === "string" ? field.metadata.itemName : "item");

/** A list's least and greatest number of items, as its schema bounds them. */
function lengthBounds(list: z.ZodArray): { min?: number; max?: number } {
  const { minItems, maxItems } = z.toJSONSchema(list, { unrepresentable: "any" }) as { minItems?: number; maxItems?: number };
  return { min: minItems, max: maxItems };
}

const ownLabel = (key: string) => LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, " ");

/** Optional, defaulted and nullable wrappers hide the type the field edits. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current;
}

/** Long text gets a text area; a number its bounds; a choice its options; lists and objects their own fields. */
function fieldFor(key: string, schema: z.ZodType, overrides: FieldOverrides, labelOf: (key: string) => string): Field | null {
  if (overrides[key]) return { label: labelOf(key), ...overrides[key] };
  const inner = unwrapped(schema);
  const label = labelOf(key);
  if (inner instanceof z.ZodString) return (inner.maxLength ?? 0) > 500 ? { type: "textarea", label } : { type: "text", label };
  if (inner instanceof z.ZodUnion) return { type: "text", label };
  if (inner instanceof z.ZodNumber) return { type: "number", label, min: inner.minValue ?? undefined, max: inner.maxValue ?? undefined };
  if (inner instanceof z.ZodEnum) {
    const options = (inner.options as string[]).map((value) => ({ label: value.replace(/_/g, " "), value }));
    return { type: "select", label, options: schema instanceof z.ZodOptional ? [{ label: "Default", value: undefined }, ...options] : options };
  }
  if (inner instanceof z.ZodArray) {
    const element = unwrapped(inner.element as z.ZodType);
    if (!(element instanceof z.ZodObject)) return null;
    const itemName = ITEM_NAMES[key];
    return { type: "array", label: itemName ? labelOf(`${itemName}s`) : label, arrayFields: objectFields(element, overrides, labelOf), ...lengthBounds(inner), metadata: { itemName: itemName ?? "item" } };
  }
  if (inner instanceof z.ZodObject) return { type: "object", label, objectFields: objectFields(inner, overrides, labelOf) };
  // A literal (the block's type) or free-form settings: not edited.
  return null;
}

function objectFields(schema: z.ZodObject, overrides: FieldOverrides, labelOf: (key: string) => string): Fields {
  const fields: Fields = {};
  for (const [key, value] of Object.entries(schema.shape)) {
    const field = fieldFor(key, value as z.ZodType, overrides, labelOf);
    if (field) fields[key] = field;
  }
  return fields;
}

/**
 * The editor's fields of a block, read from its schema: the schema is the one description of a block.
 * `labelSuffix` tells apart the same fields in another language ("Heading in हिन्दी").
 */
export const puckFields = (schema: z.ZodObject, overrides: FieldOverrides = {}, labelSuffix = ""): Fields =>
  objectFields(schema, overrides, (key) => ownLabel(key) + labelSuffix);

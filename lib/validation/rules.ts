import { EMPTY_DATE } from "./dates";
import { emailPattern } from "./patterns";

type InputSubtype = "email" | "number" | "tel" | "password";

export type FieldType =
  | "text"
  | "textarea"
  | "boolean"
  | "checkbox"
  | "select"
  | "combobox"
  | "radio"
  | "datepicker"
  | "search"
  | "file"
  | "custom"
  | InputSubtype;

export interface FieldOption {
  text: string;
  value: string;
}

/** Returns true when valid, otherwise the message to show. */
export type FieldValidator = (value: unknown) => true | string;

export interface FieldDefinition {
  label?: string;
  required?: boolean;
  type?: FieldType;
  /** A string is compiled with `new RegExp(pattern)` as written (not auto-anchored). */
  pattern?: RegExp | string;
  patternMessage?: string;
  readonly?: boolean;
  validator?: FieldValidator;
  options?: readonly FieldOption[];
}

const DEFAULT_LABEL = "This field";

export function requiredMessage(label: string = DEFAULT_LABEL): string {
  return `${label} is required`;
}

export function invalidEmailMessage(label: string = DEFAULT_LABEL): string {
  return `${label} is not a valid email address`;
}

export function invalidFormatMessage(label: string = DEFAULT_LABEL): string {
  return `${label} is not in valid format`;
}

export function isEmptyValue(value: unknown, type?: FieldType): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") {
    return value.trim() === "" || (type === "datepicker" && value === EMPTY_DATE);
  }
  if (typeof value === "number") return Number.isNaN(value);
  if (typeof value === "boolean") return !value && (type === "checkbox" || type === "boolean");
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function testPattern(pattern: RegExp | string, value: string): boolean {
  const regex = typeof pattern === "string" ? new RegExp(pattern) : pattern;
  // A global or sticky RegExp keeps lastIndex between test() calls, which would make results alternate.
  regex.lastIndex = 0;
  return regex.test(value);
}

/** Validates one value against its definition; null means valid. The order of checks matters. */
export function validateField(field: FieldDefinition, value: unknown): string | null {
  const label = field.label || DEFAULT_LABEL;

  if (field.readonly) return null;

  if (field.validator) {
    const result = field.validator(value);
    return result === true ? null : result;
  }

  if (isEmptyValue(value, field.type)) {
    return field.required ? requiredMessage(label) : null;
  }

  const text = String(value);

  if (field.type === "email" && !emailPattern.regex.test(text)) {
    return invalidEmailMessage(label);
  }

  if (field.pattern !== undefined && !testPattern(field.pattern, text)) {
    return field.patternMessage || invalidFormatMessage(label);
  }

  return null;
}

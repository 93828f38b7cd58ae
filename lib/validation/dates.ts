import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(customParseFormat);

const MIN_YEAR = 1900;
const MAX_YEAR = 2099;
/** The stored value of a date field that has no date. */
export const EMPTY_DATE = "00000000";
const STORED_DATE_FORMAT = "YYYYMMDD";
const ISO_DATE_FORMAT = "YYYY-MM-DD";
export const DEFAULT_DATE_FORMAT = "MMM D, YYYY";

export const DATE_RANGE_MESSAGE = `Enter a date between Jan 1, ${MIN_YEAR} and Dec 31, ${MAX_YEAR}`;

export function isEmptyDate(value: unknown): boolean {
  return value === undefined || value === null || value === "" || value === EMPTY_DATE;
}

function isYearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

function parseStrict(text: string, formats: readonly string[]): Dayjs | null {
  for (const format of formats) {
    const date = dayjs(text, format, true);
    if (date.isValid() && isYearInRange(date.year())) return date;
  }
  return null;
}

/** Parses a stored `YYYYMMDD` or ISO `YYYY-MM-DD` value; null when empty, impossible or out of range. */
export function parseDate(value: unknown): Dayjs | null {
  if (typeof value !== "string" || isEmptyDate(value)) return null;
  return parseStrict(value, [STORED_DATE_FORMAT, ISO_DATE_FORMAT]);
}

/** Parses what a person typed: the display format, ISO or stored form. */
export function parseDateInput(text: string, displayFormat: string = DEFAULT_DATE_FORMAT): Dayjs | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return parseStrict(trimmed, [displayFormat, STORED_DATE_FORMAT, ISO_DATE_FORMAT]);
}

export function toStoredDate(date: Dayjs | Date): string {
  return dayjs(date).format(STORED_DATE_FORMAT);
}

/** Normalises a stored or ISO value to `YYYYMMDD`; empty or invalid input gives EMPTY_DATE. */
export function normalizeDate(value: unknown): string {
  const date = parseDate(value);
  return date ? toStoredDate(date) : EMPTY_DATE;
}

/** The display text for a stored or ISO value; '' when empty or invalid. */
export function formatDate(value: unknown, format: string = DEFAULT_DATE_FORMAT): string {
  return parseDate(value)?.format(format) ?? "";
}

export function clampDate(date: Dayjs): Dayjs {
  const min = dayjs(new Date(MIN_YEAR, 0, 1));
  const max = dayjs(new Date(MAX_YEAR, 11, 31));
  if (date.isBefore(min, "day")) return min;
  if (date.isAfter(max, "day")) return max;
  return date;
}

export function yearRange(): number[] {
  return Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, index) => MIN_YEAR + index);
}

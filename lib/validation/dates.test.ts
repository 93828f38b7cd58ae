import dayjs from "dayjs";
import {
  DATE_RANGE_MESSAGE,
  DEFAULT_DATE_FORMAT,
  EMPTY_DATE,
  clampDate,
  formatDate,
  isEmptyDate,
  normalizeDate,
  parseDateInput,
  toStoredDate,
  yearRange,
} from "./dates";
import { storedDateSchema } from "./schemas";

describe("dates", () => {
  it("uses 'MMM D, YYYY' for display by default", () => {
    expect(DEFAULT_DATE_FORMAT).toBe("MMM D, YYYY");
  });

  it.each([undefined, null, "", EMPTY_DATE, "00000000"])("%j is an empty date", (value) => {
    expect(isEmptyDate(value)).toBe(true);
  });

  it.each(["20240315", "1900-01-01"])("%j is not an empty date", (value) => {
    expect(isEmptyDate(value)).toBe(false);
  });

  it.each([
    ["20240315", "Mar 15, 2024"],
    ["2024-03-15", "Mar 15, 2024"],
    ["19000101", "Jan 1, 1900"],
    ["20991231", "Dec 31, 2099"],
    ["20240229", "Feb 29, 2024"],
    [EMPTY_DATE, ""],
    ["", ""],
    [undefined, ""],
    ["20230229", ""],
    ["20241301", ""],
    ["18991231", ""],
    ["21000101", ""],
    ["2024315", ""],
    ["2024-3-15", ""],
    ["2024/03/15", ""],
    [20240315, ""],
  ])("formatDate(%j) is %j", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it("formats with a custom display format", () => {
    expect(formatDate("20240315", "DD/MM/YYYY")).toBe("15/03/2024");
  });

  it.each([
    ["2024-03-15", "20240315"],
    ["20240315", "20240315"],
    ["", EMPTY_DATE],
    ["not a date", EMPTY_DATE],
    [null, EMPTY_DATE],
  ])("normalizeDate(%j) is %j", (value, expected) => {
    expect(normalizeDate(value)).toBe(expected);
  });

  it.each([
    ["Mar 15, 2024", "20240315"],
    ["  Mar 5, 2024 ", "20240305"],
    ["2024-03-15", "20240315"],
    ["20240315", "20240315"],
  ])("parseDateInput(%j) stores %j", (text, stored) => {
    const date = parseDateInput(text);
    expect(date && toStoredDate(date)).toBe(stored);
  });

  it.each(["", "   ", "March", "Feb 30, 2024", "Jan 1, 1899", "Jan 1, 2100"])("parseDateInput(%j) is null", (text) => {
    expect(parseDateInput(text)).toBeNull();
  });

  it("parses typed text in a custom display format", () => {
    expect(toStoredDate(parseDateInput("15/03/2024", "DD/MM/YYYY")!)).toBe("20240315");
  });

  it("offers years 1900 to 2099", () => {
    const years = yearRange();
    expect(years[0]).toBe(1900);
    expect(years.at(-1)).toBe(2099);
    expect(years).toHaveLength(200);
  });

  it.each([
    ["18991231", "19000101"],
    ["21000101", "20991231"],
    ["20240315", "20240315"],
  ])("clampDate keeps %s within range as %s", (input, expected) => {
    expect(toStoredDate(clampDate(dayjs(input, "YYYYMMDD")))).toBe(expected);
  });

  it.each([
    ["2024-03-15", "20240315"],
    ["20240315", "20240315"],
    [EMPTY_DATE, EMPTY_DATE],
    ["", EMPTY_DATE],
  ])("storedDateSchema accepts %j as %j", (value, expected) => {
    expect(storedDateSchema.parse(value)).toBe(expected);
  });

  it.each(["20230229", "18991231", "15/03/2024"])("storedDateSchema rejects %j", (value) => {
    const result = storedDateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(DATE_RANGE_MESSAGE);
  });
});


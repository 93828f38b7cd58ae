import { z } from "zod";

/** Flags arrive as booleans, 0/1 or "0"/"1" depending on the backend; the storefront wants booleans. */
export const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.number(), z.string()])
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined || value === "") return fallback;
      if (typeof value === "string") return value !== "0" && value.toLowerCase() !== "false";
      return Boolean(value);
    });

/** A number that may arrive as a numeric string; missing values take the default. */
export const numberWithDefault = (fallback: number) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value) => {
      const parsed = typeof value === "string" ? Number(value) : value;
      return parsed === null || parsed === undefined || Number.isNaN(parsed) ? fallback : parsed;
    });

/** JSON stored as text: missing, empty or the literal text 'undefined' gives an empty object. */
export const jsonText = <T extends z.ZodType>(shape: T) =>
  z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((value): unknown => {
      if (value === null || value === undefined) return {};
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "" || text === "undefined") return {};
      try {
        return JSON.parse(text);
      } catch {
        return {};
      }
    })
    .pipe(shape);

export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

import { z } from "zod";

const isRealDay = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

/** A day in India as YYYY-MM-DD, for the console's date filters. */
export const istDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31").refine(isRealDay, "Enter a real date like 2026-01-31");

/** The sales dashboard's period choices, read from the page's query (?range=7|30|90|custom&from=&to=). */
export const PERIOD_PRESETS = [
  { value: "7", label: "7 days", days: 7 },
  { value: "30", label: "30 days", days: 30 },
  { value: "90", label: "90 days", days: 90 },
] as const;

const DEFAULT_PRESET = "30";

export type PeriodChoice = { range: string; from: string; to: string };

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in India as YYYY-MM-DD. */
export const indianToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A preset counts back from today; custom takes the dates as given (the API checks them). */
export function periodFromParams(params: Params, today: string): PeriodChoice {
  const range = first(params.range);
  if (range === "custom") {
    const from = first(params.from);
    const to = first(params.to);
    if (ISO_DATE.test(from) && ISO_DATE.test(to)) return { range, from, to };
  }
  const preset = PERIOD_PRESETS.find((choice) => choice.value === range) ?? PERIOD_PRESETS.find((choice) => choice.value === DEFAULT_PRESET)!;
  return { range: preset.value, from: daysBefore(today, preset.days - 1), to: today };
}

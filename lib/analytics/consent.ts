// What the browser knows of the shopper's analytics choice before the library arrives. Kept apart
// from the library's options (config.ts), which are loaded with the library once the page is idle.

/** Where the library keeps the shopper's explicit choice (localStorage; written only when they choose). */
export const ANALYTICS_CONSENT_KEY = "analytics_consent";

export type ConsentChoice = "pending" | "denied" | "granted";

/** The choice stored by an earlier visit, read before the library starts (same values it writes). */
export function readStoredConsent(storage: Pick<Storage, "getItem"> | undefined): ConsentChoice {
  let value: string | null = null;
  try {
    value = storage?.getItem(ANALYTICS_CONSENT_KEY) ?? null;
  } catch {
    return "pending";
  }
  if (value === null) return "pending";
  const normalised = value.replace(/"/g, "").toLowerCase();
  if (["1", "true", "yes"].includes(normalised)) return "granted";
  if (["0", "false", "no"].includes(normalised)) return "denied";
  return "pending";
}

import { z } from "zod";
import { POPUP_MESSAGES, POPUP_PAGE_CHOICES } from "../../contract/popup";
import { safeInternalPath } from "@/lib/links";
import { siteLinkSchema } from "./site-link";

export * from "../../contract/popup";

const IST_OFFSET = "+05:30";
export const IST_TIME_MESSAGE = "Enter an Indian date and time like 2026-12-01 09:00, or leave it empty";

/** "2026-12-01 09:00" in India as an ISO instant, or null when it is no such time. */
function istToIso(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(text);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:00${IST_OFFSET}`);
  if (Number.isNaN(time.getTime())) return null;
  // A day like 2026-02-31 rolls over; it is refused rather than moved.
  return isoToIst(time.toISOString()) === `${match[1]} ${match[2]}` ? time.toISOString() : null;
}

/** An ISO instant as the Indian "YYYY-MM-DD HH:MM" the form shows. */
export function isoToIst(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** An Indian date and time the seller types; empty leaves that end of the schedule open. */
const istTimeSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const iso = istToIso(text);
    if (iso === null) context.addIssue({ code: "custom", message: IST_TIME_MESSAGE });
    return iso ?? z.NEVER;
  });

/**
 * The promo popup as the seller sets it: where its picture leads (a path on the website or an http(s)
 * address), when it shows (Indian times, either end open; the end after the start), on which pages,
 * for how long and whether once per shopper, and whether it is on at all.
 */
export const websitePopupBodySchema = z
  .object({
    link: siteLinkSchema,
    starts_at: istTimeSchema,
    ends_at: istTimeSchema,
    show_on: z.enum(POPUP_PAGE_CHOICES),
    paths: z.array(z.string().trim()).max(20, POPUP_MESSAGES.tooManyPaths),
    duration: z.number().int().min(1, POPUP_MESSAGES.duration).max(60, POPUP_MESSAGES.duration),
    once: z.boolean(),
    enabled: z.boolean(),
  })
  .superRefine((body, context) => {
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at) context.addIssue({ code: "custom", path: ["ends_at"], message: POPUP_MESSAGES.endBeforeStart });
    if (body.show_on !== "paths") return;
    const bad = body.paths.findIndex((path) => safeInternalPath(path) !== path || path.includes("?") || path.includes("#"));
    if (bad >= 0) context.addIssue({ code: "custom", path: ["paths"], message: POPUP_MESSAGES.badPath(bad + 1) });
    else if (body.paths.length === 0) context.addIssue({ code: "custom", path: ["paths"], message: POPUP_MESSAGES.pathsNeeded });
  });
export type WebsitePopupBody = z.input<typeof websitePopupBodySchema>;

/** The popup as the settings page shows it: times in India ("" for an open end), no picture as "". */
export const websitePopupSchema = z.object({
  image: z.string(),
  link: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  show_on: z.enum(POPUP_PAGE_CHOICES),
  paths: z.array(z.string()),
  duration: z.number().int(),
  once: z.boolean(),
  enabled: z.boolean(),
});
export type WebsitePopup = z.infer<typeof websitePopupSchema>;

export const websitePopupSavedSchema = z.object({ popup: websitePopupSchema, message: z.string() });

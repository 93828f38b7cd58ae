import type { Popup } from "@/lib/api/schemas";

/** Whether the popup is meant for this page (the address without its query). */
export function popupShowsOn(popup: Pick<Popup, "show_on" | "paths">, pathname: string): boolean {
  if (popup.show_on === "all") return true;
  if (popup.show_on === "home") return pathname === "/";
  return popup.paths.includes(pathname);
}

/** Whether `now` is inside the popup's schedule; an open end is no limit. */
export function popupScheduledAt(popup: Pick<Popup, "starts_at" | "ends_at">, now: Date): boolean {
  if (popup.starts_at && now < new Date(popup.starts_at)) return false;
  return !(popup.ends_at && now >= new Date(popup.ends_at));
}

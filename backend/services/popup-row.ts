import type { Selectable } from "kysely";
import type { PopupsTable } from "@/backend/db/schema";
import { POPUP_PAGE_CHOICES, type PopupPages } from "@/lib/api/schemas/console/website-popup";

type PagesColumns = Pick<Selectable<PopupsTable>, "show_on" | "paths">;

/** The pages a stored popup shows on; a value the store does not know shows it nowhere rather than everywhere. */
export function popupPages(row: PagesColumns): { show_on: PopupPages; paths: string[] } {
  const showOn = POPUP_PAGE_CHOICES.find((choice) => choice === row.show_on);
  let paths: unknown;
  try {
    paths = JSON.parse(row.paths);
  } catch {
    paths = [];
  }
  const list = Array.isArray(paths) ? paths.filter((path): path is string => typeof path === "string") : [];
  return showOn ? { show_on: showOn, paths: list } : { show_on: "paths", paths: [] };
}

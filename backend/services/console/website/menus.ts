import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { menuRows, type MenuRow } from "@/backend/services/navigation";
import { SOCIAL_ICONS, type MenuItem, type MenuName, type WebsiteMenus } from "@/lib/api/schemas/console/website-menus";
import type { Result } from "@/backend/services/result";
import { websiteLanguages } from "@/backend/services/console/translations/record-translations";
import { websiteSettingsWrite } from "./settings-write";

const socialIcon = (row: MenuRow): MenuItem["icon"] => (row.show_icon && SOCIAL_ICONS.includes(row.icon as (typeof SOCIAL_ICONS)[number]) ? (row.icon as MenuItem["icon"]) : null);

type Labels = Map<number, Record<string, string>>;

function tree(rows: MenuRow[], labels: Labels, parentId: number | null): MenuItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({
      name: row.name,
      link: row.link ?? row.value ?? "",
      icon: socialIcon(row),
      translations: labels.get(row.id) ?? {},
      children: tree(rows, labels, row.id),
    }));
}

/** Every item's labels in the other languages: item id → { language: label }. */
async function translatedLabels(db: Kysely<Database>, rows: MenuRow[]): Promise<Labels> {
  const labels: Labels = new Map();
  if (rows.length === 0) return labels;
  const found = await db
    .selectFrom("menu_item_translations")
    .select(["menu_item_id", "language", "name"])
    .where("menu_item_id", "in", rows.map((row) => row.id))
    .orderBy("language")
    .execute();
  for (const label of found) labels.set(label.menu_item_id, { ...labels.get(label.menu_item_id), [label.language]: label.name });
  return labels;
}

/** One menu of the website as the editor edits it, in the order the storefront draws it (backend/services/navigation.ts). */
async function websiteMenu(db: Kysely<Database>, websiteId: number, menu: MenuName): Promise<MenuItem[]> {
  const rows = await menuRows(db, websiteId, menu);
  return tree(rows, await translatedLabels(db, rows), null);
}

export async function websiteMenus(db: Kysely<Database>, websiteId: number): Promise<WebsiteMenus> {
  const [navigation, footer, { others }] = await Promise.all([
    websiteMenu(db, websiteId, "navigation"),
    websiteMenu(db, websiteId, "footer"),
    websiteLanguages(db, websiteId),
  ]);
  return { navigation, footer, languages: others };
}

/** Writes the items under `parent`; a footer's columns are numbered in order, and their links carry their column's number. */
async function insertItems(trx: Kysely<Database>, websiteId: number, menu: MenuName, items: MenuItem[], parent: { id: number; group: number } | null) {
  for (const [position, item] of items.entries()) {
    const group = parent?.group ?? (menu === "footer" ? position + 1 : 0);
    const { id } = await trx
      .insertInto("menu_items")
      .values({ website_id: websiteId, menu, parent_id: parent?.id ?? null, group_no: group, name: item.name, icon: item.icon, show_icon: item.icon ? 1 : 0, link: item.link || null, value: item.link || null, image: null, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    const labels = Object.entries(item.translations).map(([language, name]) => ({ menu_item_id: id, language, name }));
    if (labels.length > 0) await trx.insertInto("menu_item_translations").values(labels).execute();
    await insertItems(trx, websiteId, menu, item.children, { id, group });
  }
}

const languagesOf = (items: MenuItem[]): string[] => items.flatMap((item) => [...Object.keys(item.translations), ...languagesOf(item.children)]);

export type SaveWebsiteMenuResult = Result<{ menus: WebsiteMenus }, "notOffered">;

/**
 * Replaces one of the website's menus with the editor's items and their labels in the website's other
 * languages, in one transaction with its audit entry: the menu is small and edited as a whole, so a
 * save is the whole menu, never half of one. A label in a language the website does not offer (or in
 * its default, which is the item's own name) is refused.
 */
export async function saveWebsiteMenu(db: Kysely<Database>, actor: AuditActor, menu: MenuName, items: MenuItem[]): Promise<SaveWebsiteMenuResult> {
  const { others } = await websiteLanguages(db, actor.websiteId);
  if (languagesOf(items).some((language) => !others.includes(language))) return { ok: false, reason: "notOffered" };
  await websiteSettingsWrite(db, actor, async (trx) => {
    const before = await websiteMenu(trx, actor.websiteId, menu);
    const replaced = trx.selectFrom("menu_items").select("id").where("website_id", "=", actor.websiteId).where("menu", "=", menu);
    await trx.deleteFrom("menu_item_translations").where("menu_item_id", "in", replaced).execute();
    await trx.deleteFrom("menu_items").where("website_id", "=", actor.websiteId).where("menu", "=", menu).execute();
    await insertItems(trx, actor.websiteId, menu, items, null);
    return { action: `update-${menu}`, summary: `Changed the ${menu === "navigation" ? "navigation menu" : "footer"} (${items.length} top-level items)`, before, after: items };
  });
  return { ok: true, menus: await websiteMenus(db, actor.websiteId) };
}

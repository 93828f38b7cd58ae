import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { menuRows, type MenuRow } from "@/backend/services/navigation";
import { SOCIAL_ICONS, type MenuItem, type MenuName, type WebsiteMenus } from "@/lib/api/schemas/console/website-menus";
import { websiteSettingsWrite } from "./settings-write";


const socialIcon = (row: MenuRow): MenuItem["icon"] => (row.show_icon && SOCIAL_ICONS.includes(row.icon as (typeof SOCIAL_ICONS)[number]) ? (row.icon as MenuItem["icon"]) : null);

function tree(rows: MenuRow[], parentId: number | null): MenuItem[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({ name: row.name, link: row.link ?? row.value ?? "", icon: socialIcon(row), children: tree(rows, row.id) }));
}

/** One menu of the website as the editor edits it, in the order the storefront draws it (backend/services/navigation.ts). */
async function websiteMenu(db: Kysely<Database>, websiteId: number, menu: MenuName): Promise<MenuItem[]> {
  return tree(await menuRows(db, websiteId, menu), null);
}

export async function websiteMenus(db: Kysely<Database>, websiteId: number): Promise<WebsiteMenus> {
  const [navigation, footer] = await Promise.all([websiteMenu(db, websiteId, "navigation"), websiteMenu(db, websiteId, "footer")]);
  return { navigation, footer };
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
    await insertItems(trx, websiteId, menu, item.children, { id, group });
  }
}

/**
 * Replaces one of the website's menus with the editor's items, in one transaction with its audit entry:
 * the menu is small and edited as a whole, so a save is the whole menu, never half of one.
 */
export async function saveWebsiteMenu(db: Kysely<Database>, actor: AuditActor, menu: MenuName, items: MenuItem[]): Promise<WebsiteMenus> {
  await websiteSettingsWrite(db, actor, async (trx) => {
    const before = await websiteMenu(trx, actor.websiteId, menu);
    await trx.deleteFrom("menu_items").where("website_id", "=", actor.websiteId).where("menu", "=", menu).execute();
    await insertItems(trx, actor.websiteId, menu, items, null);
    return { action: `update-${menu}`, summary: `Changed the ${menu === "navigation" ? "navigation menu" : "footer"} (${items.length} top-level items)`, before, after: items };
  });
  return websiteMenus(db, actor.websiteId);
}

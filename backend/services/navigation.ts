import type { Kysely } from "kysely";
import type { Database, MenuName } from "@/backend/db/schema";
import type { CategoryWire } from "@/backend/schemas/catalogue";
import type { NavigationItemWire } from "@/backend/schemas/navigation";
import type { CatalogueLanguage } from "./translations/catalogue-language";

export interface MenuRow {
  id: number;
  parent_id: number | null;
  group_no: number;
  name: string;
  icon: string | null;
  show_icon: number;
  link: string | null;
  value: string | null;
  image: string | null;
}

function tree(rows: MenuRow[], parentId: number | null): NavigationItemWire[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({
      group: row.group_no,
      name: row.name,
      icon: row.icon,
      show_icon: row.show_icon,
      link: row.link,
      value: row.value,
      image: row.image,
      children: tree(rows, row.id),
    }));
}

/** A menu's rows in the order the storefront draws them: by footer column, then position. */
export const menuRows = (db: Kysely<Database>, websiteId: number, menu: MenuName): Promise<MenuRow[]> =>
  db
    .selectFrom("menu_items")
    .select(["id", "parent_id", "group_no", "name", "icon", "show_icon", "link", "value", "image"])
    .where("website_id", "=", websiteId)
    .where("menu", "=", menu)
    .orderBy("group_no")
    .orderBy("position")
    .orderBy("id")
    .execute();

/** Each item's label in the language (no query in the default one): item id → label. */
async function menuLabels(db: Kysely<Database>, rows: readonly MenuRow[], language: CatalogueLanguage): Promise<Map<number, string>> {
  if (!language || rows.length === 0) return new Map();
  const labels = await db
    .selectFrom("menu_item_translations")
    .select(["menu_item_id", "name"])
    .where("language", "=", language.language)
    .where("menu_item_id", "in", rows.map((row) => row.id))
    .execute();
  return new Map(labels.map((label) => [label.menu_item_id, label.name]));
}

/** A menu as the storefront draws it, its labels in `language` where translated, else the item's own. */
export async function loadMenu(db: Kysely<Database>, websiteId: number, menu: MenuName, language: CatalogueLanguage = null): Promise<NavigationItemWire[]> {
  const rows = await menuRows(db, websiteId, menu);
  const labels = await menuLabels(db, rows, language);
  return tree(rows.map((row) => ({ ...row, name: labels.get(row.id) || row.name })), null);
}

const CATEGORIES_VALUE = "/categories";

const isCategoriesEntry = (item: NavigationItemWire) =>
  (item.value || item.link || "").trim().replace(/\/+$/, "") === CATEGORIES_VALUE;

const categoryItems = (categories: CategoryWire[]): NavigationItemWire[] =>
  categories.map((category) => ({
    group: 0,
    name: category.name,
    icon: null,
    show_icon: 0,
    link: `/products?c=${encodeURIComponent(category.slug)}`,
    value: `/products?c=${encodeURIComponent(category.slug)}`,
    image: category.avatar,
    children: categoryItems(category.children),
  }));

/** The category tree becomes the children of the navigation entry whose value is /categories. */
export function withCategoryChildren(items: NavigationItemWire[], categories: CategoryWire[]): NavigationItemWire[] {
  return items.map((item) => {
    if (isCategoriesEntry(item) && item.children.length === 0) return { ...item, children: categoryItems(categories) };
    return item.children.length ? { ...item, children: withCategoryChildren(item.children, categories) } : item;
  });
}

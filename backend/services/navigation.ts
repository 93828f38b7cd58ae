import type { Kysely } from "kysely";
import type { Database, MenuName } from "@/backend/db/schema";
import type { CategoryWire } from "@/backend/schemas/catalogue";
import type { NavigationItemWire } from "@/backend/schemas/navigation";

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

export async function loadMenu(db: Kysely<Database>, websiteId: number, menu: MenuName): Promise<NavigationItemWire[]> {
  return tree(await menuRows(db, websiteId, menu), null);
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

import type { Category, NavigationItem } from "@/lib/api/schemas";
import { categoryPath } from "@/lib/paths";

/** The navigation value that opens the category filter dialog instead of navigating. */
const CATEGORIES_VALUE = "/categories";

/** Where a navigation or footer item points: its value, else its link. */
export function navHref(item: Pick<NavigationItem, "value" | "link">): string {
  return (item.value || item.link || "").trim();
}

export function isCategoriesItem(item: Pick<NavigationItem, "value" | "link">): boolean {
  return isCategoriesHref(navHref(item));
}

export function isCategoriesHref(href: string): boolean {
  return href.replace(/\/+$/, "") === CATEGORIES_VALUE;
}

/**
 * What the sub-navigation and the drawer (client islands) need of a navigation entry. An entry without
 * sub-entries has no `children` at all, so no empty lists travel in every page's RSC data.
 */
export type NavLink = { name: string; href: string; children?: NavLink[] };

/**
 * An entry of the bar as the page's HTML carries it: its sub-entries are not in the page but in the
 * website's menus (/menus.json), fetched once the page is idle or a dropdown is about to open.
 */
export type NavEntry = { name: string; href: string; hasMenu?: true };

export function navEntries(links: NavLink[]): NavEntry[] {
  return links.map(({ name, href, children }) => (children?.length ? { name, href, hasMenu: true } : { name, href }));
}

export function toNavLinks(items: NavigationItem[]): NavLink[] {
  return items.map((item) => {
    const link: NavLink = { name: item.name, href: navHref(item) };
    if (item.children.length > 0) link.children = toNavLinks(item.children);
    return link;
  });
}

export function categoriesToNavItems(categories: Category[]): NavigationItem[] {
  return categories.map((category) => ({
    group: 0,
    name: category.name,
    icon: "",
    show_icon: 0,
    link: categoryPath(category.slug),
    value: categoryPath(category.slug),
    image: category.avatar,
    children: categoriesToNavItems(category.children),
  }));
}

/**
 * Adds the category tree as children of the navigation entry whose value is /categories (at any
 * depth). An entry that already has children (the backend filled them) is left as it is.
 */
export function withCategoryChildren(navs: NavigationItem[], categories: Category[]): NavigationItem[] {
  return navs.map((item) => {
    if (isCategoriesItem(item)) {
      return item.children.length > 0 ? item : { ...item, children: categoriesToNavItems(categories) };
    }
    if (item.children.length === 0) return item;
    return { ...item, children: withCategoryChildren(item.children, categories) };
  });
}

/** Footer columns: the top-level items are headings, ordered by group (stable), their children links. */
export function footerGroups(footers: NavigationItem[]): NavigationItem[] {
  return footers
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.group - b.item.group || a.index - b.index)
    .map(({ item }) => item);
}

import type { SiteData } from "@/lib/api/schemas";
import { categoryChoices, type CategoryChoice } from "@/lib/catalogue-filters";
import { toNavLinks, withCategoryChildren, type NavLink } from "@/lib/navigation";

/**
 * What only the menus show: the navigation tree (the bar's dropdowns and the drawer) and the category
 * list of the category dialog. Pages leave it out of their HTML; the browser fetches it from
 * /menus.json, which is cached per website like the pages.
 */
export type SiteMenus = { navs: NavLink[]; categories: CategoryChoice[] };

export function siteMenus(site: SiteData): SiteMenus {
  return { navs: toNavLinks(withCategoryChildren(site.navs, site.categories)), categories: categoryChoices(site.categories) };
}

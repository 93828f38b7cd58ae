import { z } from "zod";
import { siteLinkSchema } from "./site-link";

export const MENU_NAMES = ["navigation", "footer"] as const;
export type MenuName = (typeof MENU_NAMES)[number];

/** How deep each menu nests: the navbar's dropdowns fly out one more level; the footer is columns of links. */
export const MENU_DEPTHS: Record<MenuName, number> = { navigation: 3, footer: 2 };
const MAX_ITEMS = 200;

/** The icons the footer draws for social links (components/ui/icons.tsx). */
export const SOCIAL_ICONS = ["instagram", "facebook", "x", "youtube", "whatsapp", "linkedin"] as const;

export const WEBSITE_MENU_MESSAGES = {
  saved: { navigation: "Navigation saved", footer: "Footer saved" } satisfies Record<MenuName, string>,
  tooDeep: (menu: MenuName) =>
    menu === "navigation" ? "The navigation nests at most 3 levels: an item, its sub-items and theirs" : "The footer has columns of links: a link cannot have links under it",
  tooMany: `A menu has at most ${MAX_ITEMS} items`,
  icon: `Choose a social icon: ${SOCIAL_ICONS.join(", ")}, or none`,
  notOffered: "Translate labels only into the website's other languages (its Settings list them)",
} as const;

/**
 * `translations`: the item's label in the website's other languages, by language code; a language
 * left out (or left empty in the editor) shows the item's own `name`.
 */
export type MenuItem = {
  name: string;
  link: string;
  icon: (typeof SOCIAL_ICONS)[number] | null;
  translations: Record<string, string>;
  children: MenuItem[];
};

const NAME_TOO_LONG = "Keep an item's name under 60 characters";

const itemFields = {
  name: z.string().trim().min(1, "Every item needs a name").max(60, NAME_TOO_LONG),
  link: siteLinkSchema,
  icon: z.enum(SOCIAL_ICONS, { message: WEBSITE_MENU_MESSAGES.icon }).nullable(),
  translations: z
    .record(z.string().regex(/^[a-z]{2,3}$/, "A language is a code of 2 or 3 lower-case letters, like hi"), z.string().trim().max(60, NAME_TOO_LONG))
    .optional()
    .transform((labels) => Object.fromEntries(Object.entries(labels ?? {}).filter(([, label]) => label !== ""))),
};

/**
 * An item with at most `levels` levels of items in it, itself included: the depth rule is the shape
 * (and the OpenAPI document shows it), not a walk over the tree afterwards.
 */
function menuItemSchema(menu: MenuName, levels: number): z.ZodType<MenuItem> {
  const children = levels <= 1 ? z.array(z.unknown()).max(0, WEBSITE_MENU_MESSAGES.tooDeep(menu)) : z.array(menuItemSchema(menu, levels - 1));
  return z.object({ ...itemFields, children }) as z.ZodType<MenuItem>;
}

const menuItemsSchema = (menu: MenuName) => z.array(menuItemSchema(menu, MENU_DEPTHS[menu]));
const countOf = (items: MenuItem[]): number => items.reduce((sum, item) => sum + 1 + countOf(item.children), 0);

/** A whole menu as the editor saves it: its items in order, each with its own items. */
export const websiteMenuBodySchema = (menu: MenuName) =>
  z.object({ items: menuItemsSchema(menu).refine((items) => countOf(items) <= MAX_ITEMS, WEBSITE_MENU_MESSAGES.tooMany) });
export type WebsiteMenuBody = { items: MenuItem[] };

/** Both menus, and the website's other languages (the default's labels are the items' own names). */
export const websiteMenusSchema = z.object({ navigation: menuItemsSchema("navigation"), footer: menuItemsSchema("footer"), languages: z.array(z.string()) });
export type WebsiteMenus = z.infer<typeof websiteMenusSchema>;

export const websiteMenuSavedSchema = z.object({ menus: websiteMenusSchema, message: z.string() });

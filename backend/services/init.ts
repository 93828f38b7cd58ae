import type { Kysely } from "kysely";
import type { Database, WebsiteRow } from "@/backend/db/schema";
import type { InitWire, SiteWire, VisitorWire } from "@/backend/schemas/init";
import { categoryTree, listBrands, loadCategories } from "./catalogue";
import { loadDeliverySummary } from "./delivery-summary";
import { loadInitCart, type InitCartContext } from "./init-cart";
import { loadMenu, withCategoryChildren } from "./navigation";
import { userWire } from "./users";
import { returnPolicyOf } from "./return-policy";
import { loadSiteSettings } from "./site-settings";
import { websiteAddress } from "./site-origin";
import { parseLanguages } from "@/lib/i18n/languages";
import type { CatalogueLanguage } from "./translations/catalogue-language";

/** The website's public part: the same answer for every visitor (categories, brands and menu labels in the language). */
export async function loadSite(db: Kysely<Database>, website: WebsiteRow, language: CatalogueLanguage = null): Promise<SiteWire> {
  const [categoryRows, brands, settings, navs, footers, address, delivery] = await Promise.all([
    loadCategories(db, website.id, language),
    listBrands(db, website.id, language),
    loadSiteSettings(db, website.id),
    loadMenu(db, website.id, "navigation", language),
    loadMenu(db, website.id, "footer", language),
    websiteAddress(db, website),
    loadDeliverySummary(db, website.id),
  ]);
  const categories = categoryTree(categoryRows);
  return {
    web: {
      id: website.id,
      name: website.name,
      logo: website.logo,
      description: website.description,
      theme: website.theme,
      favicon: website.favicon,
      show_supplier_page: website.show_supplier_page === 1,
      show_cart: website.show_cart === 1,
      font_family: website.font_family,
      nav_alignment: website.nav_alignment,
      brand_color: website.brand_color,
      origin: address.origin,
      host: address.host,
      languages: parseLanguages(website.languages),
    },
    categories,
    brands,
    ...settings,
    navs: withCategoryChildren(navs, categories),
    footers,
    activetheme: website.theme,
    delivery,
    returnPolicy: returnPolicyOf(website),
  };
}

/** The products of this website in any of the user's wishlists. */
async function wishlistedIds(db: Kysely<Database>, websiteId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("wishlist_items")
    .innerJoin("products", "products.id", "wishlist_items.product_id")
    .select("wishlist_items.product_id")
    .distinct()
    .where("wishlist_items.user_id", "=", userId)
    .where("products.website_id", "=", websiteId)
    .orderBy("wishlist_items.product_id")
    .execute();
  return rows.map((row) => row.product_id);
}

/** The visitor's part: who is signed in, their pincode, cart and wishlisted products. */
export async function loadVisitor(context: InitCartContext): Promise<VisitorWire> {
  const { db, website, user } = context;
  const [cart, wishlist, wire] = await Promise.all([
    loadInitCart(context),
    user ? wishlistedIds(db, website.id, user.id) : Promise.resolve([]),
    user ? userWire(db, user, website.id) : Promise.resolve(null),
  ]);
  return { user: wire, pincode: context.pincode, cart, wishlist };
}

/** Everything the storefront needs at start-up, in one answer: both parts, as the contract's init. */
export async function loadInit(context: InitCartContext): Promise<InitWire> {
  const { db, website, user } = context;
  const [site, cart, wire] = await Promise.all([loadSite(db, website), loadInitCart(context), user ? userWire(db, user, website.id) : Promise.resolve(null)]);
  return { user: wire, ...site, pincode: context.pincode, cart };
}

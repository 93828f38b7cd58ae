import type { InitWire } from "@/backend/schemas/init";
import { categoryTree, listBrands, loadCategories } from "./catalogue";
import { loadInitCart, type InitCartContext } from "./init-cart";
import { loadMenu, withCategoryChildren } from "./navigation";
import { userWire } from "./users";
import { loadSiteSettings } from "./site-settings";

/** Everything the storefront needs at start-up, in one answer (spec §3 "Init response"). */
export async function loadInit(context: InitCartContext): Promise<InitWire> {
  const { db, website, user } = context;
  const [categoryRows, brands, settings, navs, footers, cart] = await Promise.all([
    loadCategories(db, website.id),
    listBrands(db, website.id),
    loadSiteSettings(db, website.id),
    loadMenu(db, website.id, "navigation"),
    loadMenu(db, website.id, "footer"),
    loadInitCart(context),
  ]);
  const categories = categoryTree(categoryRows);
  return {
    user: user ? userWire(user) : null,
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
    },
    pincode: context.pincode,
    categories,
    brands,
    ...settings,
    navs: withCategoryChildren(navs, categories),
    footers,
    cart,
    activetheme: website.theme,
  };
}

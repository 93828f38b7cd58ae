import type { Kysely } from "kysely";
import type { Database, MenuName } from "@/backend/db/schema";
import { BRANDS } from "./brands";
import { SUPPLIERS } from "./suppliers";
import type { CatalogueKind } from "./products";

export interface MenuNode {
  name: string;
  /** Where the item leads; stored as both link and value. */
  value?: string;
  icon?: string;
  image?: string;
  group?: number;
  children?: MenuNode[];
}

const brandLinks = BRANDS.slice(0, 5).map((brand) => ({ name: brand.name, value: `/products?b=${brand.slug}` }));
const supplierLinks = SUPPLIERS.map((supplier) => ({ name: supplier.name, value: `/products?s=${supplier.slug}` }));

/** The item whose value is /categories gets the category tree as children when served. */
export const NAVIGATION: Record<CatalogueKind, MenuNode[]> = {
  retail: [
    { name: "Home", value: "/" },
    { name: "Categories", value: "/categories" },
    { name: "Offers", value: "/products?on_offer=1&sort=discount" },
    {
      name: "Popular Brands",
      value: "/products",
      children: [
        ...brandLinks,
        { name: "Kitchen staples", value: "/products?c=rice-grains,atta-flours,dals-pulses", children: [
          { name: "Rice & Grains", value: "/products?c=rice-grains" },
          { name: "Dals & Pulses", value: "/products?c=dals-pulses" },
        ] },
      ],
    },
    { name: "About Us", value: "/about-us" },
    { name: "Recipes", value: "https://www.example.com/annapurna-recipes" },
  ],
  wholesale: [
    { name: "Home", value: "/" },
    { name: "Categories", value: "/categories" },
    { name: "Bulk Deals", value: "/products?sort=price_asc" },
    { name: "Suppliers", value: "/products", children: supplierLinks },
    { name: "About Us", value: "/about-us" },
    { name: "Trade Enquiry", value: "https://www.example.com/bulk-bazaar-trade" },
  ],
};

const social = (name: string, icon: string, value: string): MenuNode => ({ name, icon, value });

/** Top-level items are column headings; group orders the columns. */
export const FOOTERS: Record<CatalogueKind, MenuNode[]> = {
  retail: [
    { name: "Shop", group: 1, children: [
      { name: "All Products", value: "/products" },
      { name: "Rice & Grains", value: "/products?c=rice-grains" },
      { name: "Spices & Masalas", value: "/products?c=spices-masalas" },
      { name: "Offers", value: "/products?on_offer=1&sort=discount" },
    ] },
    { name: "Company", group: 2, children: [
      { name: "About Us", value: "/about-us" },
      { name: "Delivery Areas", value: "/about-us#delivery" },
      { name: "Contact", value: "/about-us#contact" },
    ] },
    { name: "Account", group: 3, children: [
      { name: "My Orders", value: "/account/orders" },
      { name: "Addresses", value: "/account/addresses" },
      { name: "Wishlist", value: "/account/wishlist" },
    ] },
    { name: "Follow Us", group: 4, children: [
      social("Instagram", "instagram", "https://www.instagram.com/"),
      social("Facebook", "facebook", "https://www.facebook.com/"),
      social("YouTube", "youtube", "https://www.youtube.com/"),
    ] },
  ],
  wholesale: [
    { name: "Buy in Bulk", group: 1, children: [
      { name: "All Products", value: "/products" },
      { name: "Bulk Deals", value: "/products?sort=price_asc" },
      { name: "Edible Oils", value: "/products?c=edible-oils-ghee" },
    ] },
    { name: "Company", group: 2, children: [
      { name: "About Bulk Bazaar", value: "/about-us" },
      { name: "Trade Enquiry", value: "https://www.example.com/bulk-bazaar-trade" },
    ] },
    { name: "Connect", group: 3, children: [
      social("WhatsApp", "whatsapp", "https://wa.me/918041117788"),
      social("LinkedIn", "linkedin", "https://www.linkedin.com/"),
    ] },
  ],
};

export async function insertMenu(
  db: Kysely<Database>,
  websiteId: number,
  menu: MenuName,
  nodes: MenuNode[],
  parent: { id: number; group: number } | null = null,
) {
  for (const [position, node] of nodes.entries()) {
    const group = node.group ?? parent?.group ?? 0;
    const { id } = await db
      .insertInto("menu_items")
      .values({
        website_id: websiteId,
        menu,
        parent_id: parent?.id ?? null,
        group_no: group,
        name: node.name,
        icon: node.icon ?? null,
        show_icon: node.icon ? 1 : 0,
        link: node.value ?? null,
        value: node.value ?? null,
        image: node.image ?? null,
        position,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (node.children?.length) await insertMenu(db, websiteId, menu, node.children, { id, group });
  }
}

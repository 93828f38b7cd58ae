import type { Insertable, Kysely } from "kysely";
import type { Database, NavSettingsTable, PopupsTable, SeoSettingsTable, WebAddressesTable } from "@/backend/db/schema";
import type { ReturnPolicy } from "@/lib/api/schemas/return-policy";
import { daysAfterEpoch } from "./clock";
import { DEMO_GST_REGISTRATIONS } from "./gst-classes";
import type { CatalogueKind } from "./products";

type PerWebsite<T> = Omit<Insertable<T>, "website_id">;

export interface SiteDefinition {
  catalogue: CatalogueKind;
  name: string;
  shortName: string;
  tagline: string;
  description: string;
  logo: string;
  favicon: string;
  theme: string;
  font_family: string;
  nav_alignment: string;
  show_supplier_page: number;
  is_default: number;
  hosts: string[];
  /** The languages the website offers, the default first (websites.languages). */
  languages: string[];
  colours: { primary: string; accent: string; light: string; ink: string };
  /** Folder of this site's banners under the media root. */
  banners: string;
  navSettings: PerWebsite<NavSettingsTable>;
  seo: PerWebsite<SeoSettingsTable>;
  address: PerWebsite<WebAddressesTable>;
  popup: PerWebsite<PopupsTable>;
  returnPolicy: ReturnPolicy;
}

/** The demo's popups show where the storefront always showed them: the home page and the product list. */
const ON_HOME_AND_LIST = { show_on: "paths", paths: JSON.stringify(["/", "/products"]) };

const RETAIL_SITE: SiteDefinition = {
  catalogue: "retail",
  name: "Annapurna Store",
  shortName: "Annapurna",
  tagline: "Groceries & daily essentials",
  description:
    "Annapurna Store brings rice, atta, dals, oils, spices and everyday essentials from trusted Indian brands to your door, with slot delivery across Bengaluru and Mumbai.",
  logo: "logos/annapurna-store.svg",
  favicon: "logos/annapurna-store-icon.svg",
  theme: "light",
  font_family: "Inter",
  nav_alignment: "left",
  show_supplier_page: 1,
  is_default: 1,
  hosts: ["localhost", "127.0.0.1"],
  languages: ["en", "hi", "kn"],
  colours: { primary: "#c2410c", accent: "#facc15", light: "#fff7ed", ink: "#431407" },
  banners: "banners/annapurna",
  navSettings: {
    nav_alignment: "left",
    logo_settings: JSON.stringify({ image_size: "contain", image_height: 48, image_width: 168 }),
    search_setting: JSON.stringify({ width: 100 }),
    navbar_height: 64,
    sub_navbar_height: 40,
    navbar_template: 1,
    header_template: 1,
    footer_name: "Annapurna Store",
    show_cart_icon: 1,
    show_pincode: 1,
    show_login: 1,
    show_account: 1,
    show_logo: 1,
    show_register: 1,
    show_search_bar: 1,
  },
  seo: {
    og_title: "Annapurna Store | Groceries and daily essentials delivered",
    og_description: "Order rice, atta, dals, oils, spices, snacks and household essentials online. Slot delivery, free above ₹499.",
    og_image: "banners/annapurna/hero-1.svg",
    meta_keywords: "online grocery, basmati rice, atta, dal, cooking oil, masala, namkeen, Bengaluru grocery delivery",
  },
  address: {
    address: "12, MG Road, Ashok Nagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    phone: "+91 80 4000 1234",
    email: "hello@annapurna.example",
  },
  popup: { image: "banners/annapurna/popup.svg", link: "/products?sort=price_asc", duration: 5, once: 1, active: 1, ...ON_HOME_AND_LIST },
  // Sealed packaged groceries keep for months, so a week to return an unopened pack, collected free
  // by the delivery partner on a later slot, is the usual grocery-app promise.
  returnPolicy: { days: 7, method: "by_mail", fees: "free" },
};

const WHOLESALE_SITE: SiteDefinition = {
  catalogue: "wholesale",
  name: "Bulk Bazaar Wholesale",
  shortName: "Bulk Bazaar",
  tagline: "Wholesale staples for shops & kitchens",
  description:
    "Bulk Bazaar supplies kirana stores, restaurants and caterers with staples in bulk packs at trade prices, delivered from our Bengaluru depot.",
  logo: "logos/bulk-bazaar.svg",
  favicon: "logos/bulk-bazaar-icon.svg",
  theme: "dark",
  font_family: "Poppins",
  nav_alignment: "center",
  show_supplier_page: 1,
  is_default: 0,
  hosts: ["wholesale.localhost"],
  languages: ["en", "hi"],
  colours: { primary: "#0f766e", accent: "#f59e0b", light: "#ecfeff", ink: "#042f2e" },
  banners: "banners/bulk-bazaar",
  navSettings: {
    nav_alignment: "center",
    logo_settings: JSON.stringify({ image_size: "contain", image_height: 44, image_width: 180 }),
    search_setting: JSON.stringify({ width: 80 }),
    navbar_height: 72,
    sub_navbar_height: 44,
    navbar_template: 4,
    header_template: 3,
    footer_name: "Bulk Bazaar",
    show_cart_icon: 1,
    show_pincode: 1,
    show_login: 1,
    show_account: 1,
    show_logo: 1,
    show_register: 0,
    show_search_bar: 1,
  },
  seo: {
    og_title: "Bulk Bazaar Wholesale | Staples in bulk at trade prices",
    og_description: "25 kg rice bags, 15 L oil tins and cartons of snacks for shops, hotels and caterers.",
    og_image: "banners/bulk-bazaar/hero-1.svg",
    meta_keywords: "wholesale grocery, bulk rice, oil tin, kirana supplies, horeca",
  },
  address: {
    address: "Plot 7, KIADB Industrial Area, Peenya 2nd Stage",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560058",
    phone: "+91 80 4111 7788",
    email: "trade@bulkbazaar.example",
  },
  popup: { image: "banners/bulk-bazaar/popup.svg", link: "/products?sort=price_asc", duration: 5, once: 1, active: 1, ...ON_HOME_AND_LIST },
  // Trade buyers check bulk bags and tins on delivery; an unopened one may go back to the depot
  // within three days at the buyer's cost, as wholesale suppliers commonly allow.
  returnPolicy: { days: 3, method: "in_store", fees: "customer_pays" },
};

export const SITES = [RETAIL_SITE, WHOLESALE_SITE];

export async function insertWebsite(db: Kysely<Database>, site: SiteDefinition): Promise<number> {
  const { id } = await db
    .insertInto("websites")
    .values({
      name: site.name,
      description: site.description,
      logo: site.logo,
      favicon: site.favicon,
      theme: site.theme,
      font_family: site.font_family,
      nav_alignment: site.nav_alignment,
      brand_color: site.colours.primary,
      show_supplier_page: site.show_supplier_page,
      show_cart: 1,
      is_default: site.is_default,
      legal_name: DEMO_GST_REGISTRATIONS[site.name].legal_name,
      gstin: DEMO_GST_REGISTRATIONS[site.name].gstin,
      accepts_business_gstin: DEMO_GST_REGISTRATIONS[site.name].accepts_business_gstin,
      return_days: site.returnPolicy.days,
      return_method: site.returnPolicy.method,
      return_fees: site.returnPolicy.fees,
      languages: site.languages.join(","),
      created_at: daysAfterEpoch(-400),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("website_hosts").values(site.hosts.map((host) => ({ website_id: id, host }))).execute();
  await db.insertInto("nav_settings").values({ ...site.navSettings, website_id: id }).execute();
  await db.insertInto("seo_settings").values({ ...site.seo, website_id: id }).execute();
  await db.insertInto("web_addresses").values({ ...site.address, website_id: id, whatsapp: DEMO_GST_REGISTRATIONS[site.name].whatsapp }).execute();
  await db.insertInto("popups").values({ ...site.popup, website_id: id }).execute();
  return id;
}

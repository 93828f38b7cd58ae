import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { InitWire } from "@/backend/schemas/init";
import { popupPages } from "./popup-row";

const flag = (value: number) => value === 1;

type SiteSettings = Pick<InitWire, "webSeo" | "webAddress" | "popup" | "webPages" | "navSetting">;

/** The per-website configuration rows of the init answer. */
export async function loadSiteSettings(db: Kysely<Database>, websiteId: number): Promise<SiteSettings> {
  const [seo, address, popup, pages, nav] = await Promise.all([
    db
      .selectFrom("seo_settings")
      .select(["og_title", "og_description", "og_image", "meta_keywords"])
      .where("website_id", "=", websiteId)
      .executeTakeFirst(),
    db
      .selectFrom("web_addresses")
      .select(["address", "city", "state", "pincode", "phone", "email"])
      .where("website_id", "=", websiteId)
      .executeTakeFirst(),
    db
      .selectFrom("popups")
      .select(["image", "duration", "link", "once", "starts_at", "ends_at", "show_on", "paths"])
      .where("website_id", "=", websiteId)
      .where("active", "=", 1)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    db
      .selectFrom("web_pages")
      .select(["name", "url"])
      .where("website_id", "=", websiteId)
      .where("active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db.selectFrom("nav_settings").selectAll().where("website_id", "=", websiteId).executeTakeFirst(),
  ]);
  return {
    webSeo: seo ?? null,
    webAddress: address ?? null,
    popup: popup ? { image: popup.image, duration: popup.duration, link: popup.link, once: flag(popup.once), starts_at: popup.starts_at, ends_at: popup.ends_at, ...popupPages(popup) } : null,
    webPages: pages,
    navSetting: {
      nav_alignment: nav?.nav_alignment ?? null,
      logo_settings: nav?.logo_settings ?? null,
      search_setting: nav?.search_setting ?? null,
      navbar_height: nav?.navbar_height ?? 56,
      sub_navbar_height: nav?.sub_navbar_height ?? 40,
      navbar_template: nav?.navbar_template ?? 1,
      header_template: nav?.header_template ?? 1,
      footer_name: nav?.footer_name ?? null,
      show_cart_icon: flag(nav?.show_cart_icon ?? 1),
      show_pincode: flag(nav?.show_pincode ?? 1),
      show_login: flag(nav?.show_login ?? 1),
      show_account: flag(nav?.show_account ?? 1),
      show_logo: flag(nav?.show_logo ?? 1),
      show_register: flag(nav?.show_register ?? 0),
      show_search_bar: flag(nav?.show_search_bar ?? 1),
    },
  };
}

import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { AuditActor } from "@/backend/services/audit/record-audit";
import { SHOW_FLAGS, type ShowFlag, type WebsiteLook, type websiteLookBodySchema } from "@/lib/api/schemas/console/website-look";
import type { z } from "zod";
import { changeSummary, websiteSettingsWrite } from "./settings-write";

const SHOW_FLAG_NAMES = Object.keys(SHOW_FLAGS) as ShowFlag[];
/** A website without its nav settings row draws the header's defaults (backend/services/site-settings.ts). */
const FLAG_DEFAULTS: Record<ShowFlag, number> = { show_logo: 1, show_pincode: 1, show_search_bar: 1, show_account: 1, show_login: 1, show_register: 0, show_cart_icon: 1 };

/** The website's look as its settings page edits it. */
export async function websiteLook(db: Kysely<Database>, websiteId: number): Promise<WebsiteLook> {
  const [website, nav] = await Promise.all([
    db.selectFrom("websites").select(["name", "brand_color", "font_family", "logo", "favicon", "theme"]).where("id", "=", websiteId).executeTakeFirstOrThrow(),
    db.selectFrom("nav_settings").selectAll().where("website_id", "=", websiteId).executeTakeFirst(),
  ]);
  const flags = Object.fromEntries(SHOW_FLAG_NAMES.map((name) => [name, (nav?.[name] ?? FLAG_DEFAULTS[name]) === 1])) as Record<ShowFlag, boolean>;
  return {
    name: website.name,
    brand_color: website.brand_color,
    font_family: website.font_family as WebsiteLook["font_family"],
    header_template: nav?.header_template ?? 1,
    navbar_template: nav?.navbar_template ?? 1,
    ...flags,
    logo: website.logo,
    favicon: website.favicon,
    theme: website.theme,
  };
}

/** Rewrites the website's name, colour, font, templates and header flags, with its audit entry. */
export async function saveWebsiteLook(db: Kysely<Database>, actor: AuditActor, body: z.output<typeof websiteLookBodySchema>): Promise<WebsiteLook> {
  const { name, brand_color, font_family, header_template, navbar_template, ...flags } = body;
  const navValues = { header_template, navbar_template, ...Object.fromEntries(SHOW_FLAG_NAMES.map((flag) => [flag, flags[flag] ? 1 : 0])) };
  await websiteSettingsWrite(db, actor, async (trx) => {
    const before = await websiteLook(trx, actor.websiteId);
    await trx.updateTable("websites").set({ name, brand_color, font_family }).where("id", "=", actor.websiteId).execute();
    const updated = await trx.updateTable("nav_settings").set(navValues).where("website_id", "=", actor.websiteId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await trx.insertInto("nav_settings").values({ website_id: actor.websiteId, nav_alignment: "left", footer_name: name, ...navValues }).execute();
    const after = await websiteLook(trx, actor.websiteId);
    return { action: "update-look", summary: changeSummary("the website's look", before, after), before, after };
  });
  return websiteLook(db, actor.websiteId);
}

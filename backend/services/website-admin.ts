import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database, SessionRow, WebsiteRow } from "@/backend/db/schema";
import { isUniqueViolation } from "@/backend/db/unique-violation";
import type { Result } from "@/backend/services/result";
import type { ManagedWebsite, websiteCreateBodySchema } from "@/lib/api/schemas/website-admin";

export const WEBSITE_MESSAGES = {
  notFound: "Website not found",
  hostTaken: (host: string) => `Another website already uses the domain ${host}`,
  created: "Website created",
  switched: (name: string) => `You are now working on ${name}`,
} as const;

/** `hostTaken`: another website already answers on the host. */
export type CreateWebsiteResult = Result<{ website: ManagedWebsite }, "hostTaken", { host: string }>;
/** `unknownWebsite`: no website has the id. */
export type SwitchWebsiteResult = Result<{ website: ManagedWebsite }, "unknownWebsite">;

/** Thrown inside the creation's transaction so that it rolls back, and returned outside it. */
class HostTaken extends Error {}

function wire(row: WebsiteRow, hosts: string[], currentId: number): ManagedWebsite {
  return {
    id: row.id,
    name: row.name,
    hosts,
    theme: row.theme,
    font_family: row.font_family,
    logo: row.logo,
    brand_color: row.brand_color,
    is_default: row.is_default === 1,
    current: row.id === currentId,
  };
}

async function hostsByWebsite(db: Kysely<Database>) {
  const rows = await db.selectFrom("website_hosts").select(["website_id", "host"]).orderBy("id").execute();
  const hosts = new Map<number, string[]>();
  for (const row of rows) hosts.set(row.website_id, [...(hosts.get(row.website_id) ?? []), row.host]);
  return hosts;
}

export async function listManagedWebsites(db: Kysely<Database>, currentId: number): Promise<ManagedWebsite[]> {
  const [rows, hosts] = await Promise.all([db.selectFrom("websites").selectAll().orderBy("id").execute(), hostsByWebsite(db)]);
  return rows.map((row) => wire(row, hosts.get(row.id) ?? [], currentId));
}

/** A new, empty website answering on one host, with default header settings. */
export async function createWebsite(
  db: Kysely<Database>,
  values: z.output<typeof websiteCreateBodySchema>,
  currentId: number,
  now = new Date(),
): Promise<CreateWebsiteResult> {
  try {
    const website = await db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom("website_hosts").select("id").where("host", "=", values.host).executeTakeFirst();
      if (taken) throw new HostTaken();
      const row = await trx
        .insertInto("websites")
        .values({
          name: values.name,
          description: null,
          logo: values.logo || null,
          favicon: null,
          theme: values.theme,
          font_family: values.font_family,
          brand_color: values.brand_color.toLowerCase() || null,
          nav_alignment: "left",
          created_at: now.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto("website_hosts").values({ website_id: row.id, host: values.host }).execute();
      await trx.insertInto("nav_settings").values({ website_id: row.id, nav_alignment: "left", footer_name: values.name }).execute();
      return wire(row, [values.host], currentId);
    });
    return { ok: true, website };
  } catch (error) {
    // Two creations for one domain at once: the UNIQUE host decides, and the loser hears why.
    if (error instanceof HostTaken || isUniqueViolation(error)) return { ok: false, reason: "hostTaken", host: values.host };
    throw error;
  }
}

/** Points the session at another website; choosing the session's own website clears the override. */
export async function switchWebsite(db: Kysely<Database>, session: SessionRow, websiteId: number): Promise<SwitchWebsiteResult> {
  const row = await db.selectFrom("websites").selectAll().where("id", "=", websiteId).executeTakeFirst();
  if (!row) return { ok: false, reason: "unknownWebsite" };
  await db
    .updateTable("sessions")
    .set({ website_override_id: row.id === session.website_id ? null : row.id })
    .where("id", "=", session.id)
    .execute();
  const hosts = await db.selectFrom("website_hosts").select("host").where("website_id", "=", row.id).orderBy("id").execute();
  return { ok: true, website: wire(row, hosts.map((host) => host.host), row.id) };
}

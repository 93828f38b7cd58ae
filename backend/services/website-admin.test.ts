import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { createSession } from "@/backend/services/sessions";
import { websiteCreateBodySchema } from "@/lib/api/schemas/website-admin";
import { createWebsite, switchWebsite } from "./website-admin";

withTestDatabase();

const values = (host: string) => websiteCreateBodySchema.parse({ name: "Test Website", host, font_family: "Inter" });

describe("createWebsite", () => {
  it("names a host another website answers on, and creates nothing", async () => {
    const db = getDb();
    const { host } = await db.selectFrom("website_hosts").select("host").orderBy("id").executeTakeFirstOrThrow();
    const before = await db.selectFrom("websites").select("id").execute();
    await expect(createWebsite(db, values(host), 1)).resolves.toEqual({ ok: false, reason: "hostTaken", host });
    expect(await db.selectFrom("websites").select("id").execute()).toHaveLength(before.length);
  });
});

describe("switchWebsite", () => {
  it("names an id no website has", async () => {
    const db = getDb();
    const { session } = await createSession(db, { websiteId: 1 });
    await expect(switchWebsite(db, session, 999_999)).resolves.toEqual({ ok: false, reason: "unknownWebsite" });
  });
});

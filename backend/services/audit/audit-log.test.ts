import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { ensureDatabase } from "@/backend/ensure-database";
import { adminCookie, WHOLESALE_WEBSITE_ID } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { listAudit } from "./list-audit";
import { recordAudit } from "./record-audit";

withTestDatabase();

let db: Kysely<Database>;
let meera: number;
let vikram: number;

const entry = (overrides: Partial<Parameters<typeof recordAudit>[1]> = {}) => ({
  websiteId: 1,
  actorUserId: meera,
  action: "update",
  entity: "product",
  entityId: 7,
  summary: "Renamed a product",
  before: { name: "Old" },
  after: { name: "New" },
  ...overrides,
});

beforeAll(async () => {
  db = await ensureDatabase();
  const users = await db.selectFrom("users").select(["id", "phone"]).where("phone", "in", ["9876543212", "9876543213"]).execute();
  meera = users.find((user) => user.phone === "9876543212")!.id;
  vikram = users.find((user) => user.phone === "9876543213")!.id;
  // IST days: 2026-03-01 05:00 IST is 2026-02-28 23:30 UTC.
  await recordAudit(db, entry(), new Date("2026-02-28T23:30:00Z"));
  await recordAudit(db, entry({ actorUserId: vikram, action: "create", entity: "pack", entityId: 3, summary: "Added a pack" }), new Date("2026-03-02T10:00:00Z"));
  await recordAudit(db, entry({ action: "deactivate", summary: "Deactivated a product" }), new Date("2026-03-03T10:00:00Z"));
  await recordAudit(db, entry({ websiteId: WHOLESALE_WEBSITE_ID, summary: "Wholesale change" }), new Date("2026-03-02T11:00:00Z"));
});

const page = { page: 1, perPage: 50 };
const summaries = async (filters: Parameters<typeof listAudit>[2], websiteId = 1) => (await listAudit(db, websiteId, filters)).data.map((row) => row.summary);

describe("recordAudit", () => {
  it("keeps the entry only when the write it records is kept", async () => {
    await expect(
      inTransaction(db, async (trx) => {
        await recordAudit(trx, entry({ summary: "Undone with its write" }));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await summaries(page)).not.toContain("Undone with its write");
  });

  it("stores who, what, before and after", async () => {
    const [newest] = (await listAudit(db, 1, { ...page, action: "deactivate" })).data;
    expect(newest).toMatchObject({
      actor: { id: meera, name: "Meera Iyer", phone: "9876543212" },
      action: "deactivate",
      entity: "product",
      entity_id: "7",
      before: { name: "Old" },
      after: { name: "New" },
      created_at: "2026-03-03T10:00:00.000Z",
    });
  });
});

describe("listAudit", () => {
  it("lists one website's entries, newest first", async () => {
    expect(await summaries(page)).toEqual(["Deactivated a product", "Added a pack", "Renamed a product"]);
    expect(await summaries(page, WHOLESALE_WEBSITE_ID)).toEqual(["Wholesale change"]);
  });

  it("filters by actor, entity, action and IST days", async () => {
    expect(await summaries({ ...page, actor: vikram })).toEqual(["Added a pack"]);
    expect(await summaries({ ...page, entity: "product" })).toEqual(["Deactivated a product", "Renamed a product"]);
    expect(await summaries({ ...page, action: "create" })).toEqual(["Added a pack"]);
    expect(await summaries({ ...page, from: "2026-03-01", to: "2026-03-01" })).toEqual(["Renamed a product"]);
    expect(await summaries({ ...page, from: "2026-03-02" })).toEqual(["Deactivated a product", "Added a pack"]);
  });

  it("pages on the database and counts every match", async () => {
    const second = await listAudit(db, 1, { page: 2, perPage: 2 });
    expect(second.data.map((row) => row.summary)).toEqual(["Renamed a product"]);
    expect(second.meta).toEqual({ total: 3, page: 2, perPage: 2 });
  });

  it("offers the people in this website's log for the actor filter", async () => {
    expect((await listAudit(db, 1, page)).actors.map((actor) => actor.name).sort()).toEqual(["Meera Iyer", "Vikram Shah"]);
    expect((await listAudit(db, WHOLESALE_WEBSITE_ID, page)).actors.map((actor) => actor.name)).toEqual(["Meera Iyer"]);
  });
});

describe("GET /api/console/audit", () => {
  it("answers the filtered page of the request's website", async () => {
    const response = await call("/api/console/audit?entity=pack&perPage=10", { cookie: await adminCookie() });
    expect(response.status).toBe(200);
    const list = auditListSchema.parse(response.json);
    expect(list.data.map((row) => row.summary)).toEqual(["Added a pack"]);
    expect(list.meta).toEqual({ total: 1, page: 1, perPage: 10 });
  });

  it("refuses a date range that ends before it starts, with the field's message", async () => {
    const response = await call("/api/console/audit?from=2026-03-05&to=2026-03-01", { cookie: await adminCookie() });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toContain("The start date must be on or before the end date");
  });

  it("has no way to change or remove an entry", async () => {
    const doc = (await call("/api/openapi.json")).json as { paths: Record<string, Record<string, unknown>> };
    const auditMethods = Object.entries(doc.paths)
      .filter(([path]) => path.includes("audit"))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(auditMethods).toEqual(["get"]);
  });
});

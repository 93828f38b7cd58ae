import { CASH_ON_DELIVERY_MESSAGES } from "@/backend/services/cart/cash-on-delivery";
import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { staleTagsOf } from "@/backend/test/stale-tags";
import { addToCart, checkoutCart, deliverablePacks, shopper } from "@/backend/test/orders";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { auditListSchema } from "@/lib/api/schemas/console/audit";
import { areasAddedSchema, CONSOLE_DELIVERY_MESSAGES, warehouseDetailSchema, warehouseListSchema, warehouseSavedSchema, type AreaTerms } from "@/lib/api/schemas/console/delivery";
import { publicPageTags } from "@/lib/cache/tags";

withTestDatabase();
jest.setTimeout(60_000);

const given = consoleTestContext();

const terms = (overrides: Partial<AreaTerms> = {}): AreaTerms => ({ delivery_charge: 40, free_delivery_above: 499, cod_enabled: true, cod_limit: null, active: true, ...overrides });

const ok = <T>(schema: { parse: (value: unknown) => T }, response: { status: number; json: unknown }) => {
  expect({ status: response.status, json: response.json }).toMatchObject({ status: 200 });
  return schema.parse(response.json);
};

async function latestAudit(entity: string, cookie = given.admin, origin?: string) {
  return auditListSchema.parse((await call(`/api/console/audit?entity=${entity}&perPage=1`, { cookie, origin })).json).data[0];
}

const auditCount = async () => Number((await given.db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

const retailWarehouse = () => given.db.selectFrom("warehouses").select(["id", "name"]).where("website_id", "=", 1).orderBy("id").executeTakeFirstOrThrow();
const pincodeCheck = async (pincode: string) => (await call(`/api/check/pincode/${pincode}`)).json as { serviceable: boolean };

describe("warehouses", () => {
  it("lists the website's warehouses with their pincodes and slots, and reads one", async () => {
    const warehouse = await retailWarehouse();
    const list = ok(warehouseListSchema, await call("/api/console/warehouses", { cookie: given.admin }));
    expect(list.data.map((row) => row.id)).toContain(warehouse.id);
    const detail = ok(warehouseDetailSchema, await call(`/api/console/warehouses/${warehouse.id}`, { cookie: given.admin }));
    expect(detail.areas.find((area) => area.pincode === "560001")).toMatchObject({ delivery_charge: 40, free_delivery_above: 499, cod_enabled: true, cod_limit: null, active: true });
    expect(detail.slots.map((slot) => [slot.start_time, slot.end_time])).toEqual([
      ["09:00", "12:00"],
      ["12:00", "15:00"],
      ["17:00", "20:00"],
    ]);
    expect(list.data.find((row) => row.id === warehouse.id)).toMatchObject({ area_count: detail.areas.length, slot_count: 3 });
  });

  it("adds and edits a warehouse, refuses a second one of the same name, and logs each write", async () => {
    let created!: ReturnType<typeof warehouseSavedSchema.parse>;
    const stale = await staleTagsOf(async () => {
      created = ok(warehouseSavedSchema, await post("/api/console/warehouses", { name: "Whitefield Hub", city: "Bengaluru", active: true }, given.admin));
    });
    expect(stale).toEqual(expect.arrayContaining(publicPageTags(1)));
    expect(created).toMatchObject({ message: CONSOLE_DELIVERY_MESSAGES.warehouseCreated, warehouse: { name: "Whitefield Hub", city: "Bengaluru", active: true, area_count: 0 } });
    expect(await latestAudit("warehouse")).toMatchObject({ action: "create", entity_id: String(created.warehouse.id), summary: "Added warehouse Whitefield Hub", actor: { name: "Meera Iyer" } });

    const before = await auditCount();
    expect(await post("/api/console/warehouses", { name: "whitefield hub", city: null, active: true }, given.admin)).toMatchObject({
      status: 409,
      json: { message: CONSOLE_DELIVERY_MESSAGES.warehouseNameTaken },
    });
    expect(await post("/api/console/warehouses", { name: " ", city: null, active: true }, given.admin)).toMatchObject({ status: 400, json: { message: "Enter the warehouse's name" } });
    expect(await auditCount()).toBe(before);

    const edited = ok(warehouseSavedSchema, await post(`/api/console/warehouses/${created.warehouse.id}`, { name: "Whitefield Hub", city: null, active: false }, given.admin, { method: "PUT" }));
    expect(edited.warehouse).toMatchObject({ city: null, active: false });
    expect(await latestAudit("warehouse")).toMatchObject({ action: "update", before: { city: "Bengaluru", active: 1 }, after: { city: null, active: 0 } });
  });
});

describe("delivery areas", () => {
  it("adds pasted pincodes the storefront then delivers to, leaving duplicates as they were and saying so", async () => {
    const warehouse = await retailWarehouse();
    expect((await pincodeCheck("560101")).serviceable).toBe(false);
    let added!: ReturnType<typeof areasAddedSchema.parse>;
    const stale = await staleTagsOf(async () => {
      added = ok(areasAddedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560101\n560102, 560101\n560001", ...terms({ cod_limit: 1500.5 }) }, given.admin));
    });
    expect(stale).toEqual(expect.arrayContaining(publicPageTags(1)));
    expect(added).toMatchObject({ added: ["560101", "560102"], duplicates: ["560101", "560001"], message: "Added 2 pincodes; left as they were: 560101, 560001" });
    expect(added.warehouse.areas.find((area) => area.pincode === "560102")).toMatchObject({ delivery_charge: 40, free_delivery_above: 499, cod_enabled: true, cod_limit: 1500.5 });
    const stored = await given.db.selectFrom("warehouse_pincodes").selectAll().where("warehouse_id", "=", warehouse.id).where("pincode", "=", "560101").executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ delivery_charge: 4000, free_delivery_above: 49900, cod_enabled: 1, cod_limit: 150050 });
    expect((await pincodeCheck("560101")).serviceable).toBe(true);
    expect(await latestAudit("warehouse")).toMatchObject({ action: "add-pincodes", entity_id: String(warehouse.id), summary: `Added 2 pincodes to ${warehouse.name}`, after: { pincodes: ["560101", "560102"] } });
  });

  it("takes a CSV file's text with a header, and refuses a list with any bad entry, naming each with its line and adding nothing", async () => {
    const warehouse = await retailWarehouse();
    const csv = ok(areasAddedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: 'pincode\r\n"560201"\r\n560202\r\n', ...terms() }, given.admin));
    expect(csv.added).toEqual(["560201", "560202"]);

    const before = await auditCount();
    const bad = await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560301\n056030, 56030\n5603011\nabcdef", ...terms() }, given.admin);
    expect(bad).toMatchObject({
      status: 400,
      json: {
        message: [
          'Line 2: "056030" is not a pincode (6 digits, the first not 0)',
          'Line 2: "56030" is not a pincode (6 digits, the first not 0)',
          'Line 3: "5603011" is not a pincode (6 digits, the first not 0)',
          'Line 4: "abcdef" is not a pincode (6 digits, the first not 0)',
        ].join("\n"),
      },
    });
    expect(await given.db.selectFrom("warehouse_pincodes").select("id").where("pincode", "=", "560301").executeTakeFirst()).toBeUndefined();
    expect(await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: " \n,", ...terms() }, given.admin)).toMatchObject({ status: 400, json: { message: CONSOLE_DELIVERY_MESSAGES.noPincodes } });
    expect(await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560401", ...terms({ cod_limit: 0 }) }, given.admin)).toMatchObject({
      status: 400,
      json: { message: "The cash on delivery limit is above zero; leave it empty for no limit" },
    });
    expect(await auditCount()).toBe(before);
  });

  it("turns cash on delivery off for an area: the checkout there stops offering it, with the cart's reason", async () => {
    const [pack] = await deliverablePacks(given.db);
    const warehouse = await given.db.selectFrom("warehouses").select(["id", "name"]).where("id", "=", pack.warehouse_id).executeTakeFirstOrThrow();
    const { warehouse: withArea } = ok(areasAddedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560501", ...terms() }, given.admin));
    const area = withArea.areas.find((row) => row.pincode === "560501")!;

    const who = await shopper("9876543214", "560501");
    await addToCart(who, pack);
    expect((await checkoutCart(who, "cod")).paymentMethods.map((method) => method.code)).toContain("cod");

    const saved = ok(warehouseSavedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas/${area.id}`, terms({ cod_enabled: false, delivery_charge: 25 }), given.admin, { method: "PUT" }));
    expect(saved.message).toBe(CONSOLE_DELIVERY_MESSAGES.areaSaved);
    const cart = await checkoutCart(who, "cod");
    expect(cart.paymentMethods.map((method) => method.code)).not.toContain("cod");
    expect(cart.cod_unavailable).toBe(CASH_ON_DELIVERY_MESSAGES.off(warehouse.name));
    expect(await latestAudit("delivery-area")).toMatchObject({
      action: "update",
      entity_id: String(area.id),
      summary: `Changed delivery to 560501 from ${warehouse.name}`,
      before: { cod_enabled: 1, delivery_charge: 4000 },
      after: { cod_enabled: 0, delivery_charge: 2500 },
    });
  });

  it("removes a pincode: the storefront no longer delivers there", async () => {
    const warehouse = await retailWarehouse();
    const { warehouse: withArea } = ok(areasAddedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560601", ...terms() }, given.admin));
    const area = withArea.areas.find((row) => row.pincode === "560601")!;
    expect((await pincodeCheck("560601")).serviceable).toBe(true);
    const removed = ok(warehouseSavedSchema, await post(`/api/console/warehouses/${warehouse.id}/areas/${area.id}`, {}, given.admin, { method: "DELETE" }));
    expect(removed.warehouse.areas.map((row) => row.pincode)).not.toContain("560601");
    expect((await pincodeCheck("560601")).serviceable).toBe(false);
    expect(await latestAudit("delivery-area")).toMatchObject({ action: "remove", entity_id: String(area.id), before: { pincode: "560601" } });
    expect(await post(`/api/console/warehouses/${warehouse.id}/areas/${area.id}`, {}, given.admin, { method: "DELETE" })).toMatchObject({ status: 404, json: { message: CONSOLE_DELIVERY_MESSAGES.areaNotFound } });
  });
});

describe("delivery slots", () => {
  it("adds a slot after the others, edits and deactivates it, and logs each", async () => {
    const warehouse = await retailWarehouse();
    const created = ok(warehouseSavedSchema, await post(`/api/console/warehouses/${warehouse.id}/slots`, { start_time: "20:00", end_time: "22:00", cutoff_minutes: 90, active: true }, given.admin));
    const slot = created.warehouse.slots.at(-1)!;
    expect(slot).toMatchObject({ start_time: "20:00", end_time: "22:00", cutoff_minutes: 90, active: true });
    expect(await latestAudit("delivery-slot")).toMatchObject({ action: "create", entity_id: String(slot.id), summary: `Added slot 20:00–22:00 of ${warehouse.name}` });

    const edited = ok(warehouseSavedSchema, await post(`/api/console/warehouses/${warehouse.id}/slots/${slot.id}`, { start_time: "20:00", end_time: "21:30", cutoff_minutes: 60, active: false }, given.admin, { method: "PUT" }));
    expect(edited.warehouse.slots.find((row) => row.id === slot.id)).toMatchObject({ end_time: "21:30", active: false });
    expect(await latestAudit("delivery-slot")).toMatchObject({ action: "update", before: { end_time: "22:00", active: 1 }, after: { end_time: "21:30", active: 0 } });

    const before = await auditCount();
    expect(await post(`/api/console/warehouses/${warehouse.id}/slots`, { start_time: "12:00", end_time: "11:00", cutoff_minutes: 60, active: true }, given.admin)).toMatchObject({
      status: 400,
      json: { message: "The slot ends after it starts" },
    });
    expect(await post(`/api/console/warehouses/${warehouse.id}/slots`, { start_time: "9:00", end_time: "11:00", cutoff_minutes: 60, active: true }, given.admin)).toMatchObject({
      status: 400,
      json: { message: "Enter a time as HH:MM (24-hour)" },
    });
    expect(await auditCount()).toBe(before);
  });
});

describe("another website's administrator", () => {
  it("neither reads nor changes this website's warehouses, areas or slots (404, nothing changed)", async () => {
    const other = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const options = { cookie: other, origin: WHOLESALE_ORIGIN };
    const send = (path: string, body: unknown, method: string) => post(path, body, other, { method, origin: WHOLESALE_ORIGIN });
    const warehouse = await retailWarehouse();
    const area = await given.db.selectFrom("warehouse_pincodes").select("id").where("warehouse_id", "=", warehouse.id).orderBy("id").executeTakeFirstOrThrow();
    const slot = await given.db.selectFrom("delivery_slots").select("id").where("warehouse_id", "=", warehouse.id).orderBy("id").executeTakeFirstOrThrow();
    const snapshot = async () => ({
      warehouse: await given.db.selectFrom("warehouses").selectAll().where("id", "=", warehouse.id).execute(),
      areas: await given.db.selectFrom("warehouse_pincodes").selectAll().where("warehouse_id", "=", warehouse.id).orderBy("id").execute(),
      slots: await given.db.selectFrom("delivery_slots").selectAll().where("warehouse_id", "=", warehouse.id).orderBy("id").execute(),
    });
    const before = await snapshot();
    const audits = await auditCount();

    const list = ok(warehouseListSchema, await call("/api/console/warehouses", options));
    expect(list.data.map((row) => row.id)).not.toContain(warehouse.id);
    const slotBody = { start_time: "09:00", end_time: "10:00", cutoff_minutes: 60, active: false };
    const attempts = [
      await call(`/api/console/warehouses/${warehouse.id}`, options),
      await send(`/api/console/warehouses/${warehouse.id}`, { name: "Taken over", city: null, active: false }, "PUT"),
      await send(`/api/console/warehouses/${warehouse.id}/areas`, { pincodes: "560701", ...terms() }, "POST"),
      await send(`/api/console/warehouses/${warehouse.id}/areas/${area.id}`, terms({ cod_enabled: false }), "PUT"),
      await send(`/api/console/warehouses/${warehouse.id}/areas/${area.id}`, {}, "DELETE"),
      await send(`/api/console/warehouses/${warehouse.id}/slots`, slotBody, "POST"),
      await send(`/api/console/warehouses/${warehouse.id}/slots/${slot.id}`, slotBody, "PUT"),
    ];
    expect(attempts.map((response) => [response.status, response.json])).toEqual(attempts.map(() => [404, { message: CONSOLE_DELIVERY_MESSAGES.warehouseNotFound }]));

    // Their own warehouse's id with this website's area or slot is no way in either.
    const own = (await given.db.selectFrom("warehouses").select("id").where("website_id", "=", WHOLESALE_WEBSITE_ID).executeTakeFirstOrThrow()).id;
    expect(await send(`/api/console/warehouses/${own}/areas/${area.id}`, terms({ cod_enabled: false }), "PUT")).toMatchObject({ status: 404, json: { message: CONSOLE_DELIVERY_MESSAGES.areaNotFound } });
    expect(await send(`/api/console/warehouses/${own}/areas/${area.id}`, {}, "DELETE")).toMatchObject({ status: 404 });
    expect(await send(`/api/console/warehouses/${own}/slots/${slot.id}`, slotBody, "PUT")).toMatchObject({ status: 404, json: { message: CONSOLE_DELIVERY_MESSAGES.slotNotFound } });

    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});

import { getDb } from "@/backend/db/database";
import { hashToken } from "@/backend/services/sessions";
import { call, cookieFrom, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { guestWithPincode, post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { deliveryEstimateSchema, pincodeCheckSchema } from "@/lib/api/schemas";

withTestDatabase();

const sessionCount = async () => Number((await getDb().selectFrom("sessions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe("GET /api/check/pincode/{pincode}", () => {
  it.each(["560001", "560034", "400001"])("delivers to %s", async (pincode) => {
    const response = await call(`/api/check/pincode/${pincode}`);
    expect(response.status).toBe(200);
    expect(pincodeCheckSchema.parse(response.json)).toEqual({ pincode, serviceable: true, message: `Delivery available to ${pincode}` });
  });

  it("does not deliver to 700001", async () => {
    const response = await call("/api/check/pincode/700001");
    expect(pincodeCheckSchema.parse(response.json)).toEqual({
      pincode: "700001",
      serviceable: false,
      message: "Sorry, we do not deliver to 700001 yet",
    });
  });

  it("remembers nothing for an unserved pincode: no cookie for a guest, and a session keeps its pincode", async () => {
    const before = await sessionCount();
    const guest = await call("/api/check/pincode/700001");
    expect(cookieFrom(guest.headers, "sid")).toBeUndefined();
    expect(cookieFrom(guest.headers, "pincode")).toBeUndefined();
    expect(await sessionCount()).toBe(before);

    const sid = await guestWithPincode("560001");
    expect(pincodeCheckSchema.parse((await call("/api/check/pincode/700001", { cookie: sid })).json).serviceable).toBe(false);
    const init = await call("/api/init", { cookie: sid });
    expect((init.json as { pincode: string }).pincode).toBe("560001");
  });

  it("keeps a guest's pincode in an httpOnly cookie and creates no session", async () => {
    const before = await sessionCount();
    const response = await call("/api/check/pincode/560001");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pincode="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // The page's script cannot see that cookie: a readable marker tells it the visitor is no longer every guest.
    const marker = response.headers.getSetCookie().find((line) => line.startsWith("visitor_state="))!;
    expect(marker).toMatch(/^visitor_state=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("hands the guest's pincode to the session the first cart action creates", async () => {
    const pincode = cookieFrom((await call("/api/check/pincode/560034")).headers, "pincode")!;
    const product = (await call("/api/products/chai-bagan-filter-coffee")).json as { packs: { pack_id: number; warehouse_id: number }[] };
    const added = await post("/api/cart/add", { pack_id: product.packs[0].pack_id, warehouse_id: product.packs[0].warehouse_id }, pincode);
    expect(added.status).toBe(200);
    const token = cookieFrom(added.headers, "sid")!.slice("sid=".length);
    expect(cookieFrom(added.headers, "visitor_state")).toBe("visitor_state=1");
    const stored = await getDb().selectFrom("sessions").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ pincode: "560034", user_id: null, website_id: 1 });
    expect(added.headers.getSetCookie().find((line) => line.startsWith("pincode="))).toMatch(/Max-Age=0/);
  });

  it("updates the pincode of an existing session without a new cookie", async () => {
    const sid = await guestWithPincode("560001");
    const before = await sessionCount();
    const second = await call("/api/check/pincode/400001", { cookie: sid });
    expect(cookieFrom(second.headers, "sid")).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const init = await call("/api/init", { cookie: sid });
    expect((init.json as { pincode: string }).pincode).toBe("400001");
  });

  it("sets a Secure cookie for https pages", async () => {
    const response = await call("/api/check/pincode/560001", { origin: "https://shop.example.com" });
    expect(response.headers.getSetCookie().find((line) => line.startsWith("pincode="))).toMatch(/Secure/);
  });

  it("checks serviceability per website", async () => {
    const response = await call("/api/check/pincode/560034", { origin: WHOLESALE_ORIGIN });
    expect(pincodeCheckSchema.parse(response.json).serviceable).toBe(true);
  });

  it.each(["012345", "56000", "5600011", "56000a", "abcdef", "%20", "560%20001"])(
    "rejects %p without touching the sessions",
    async (pincode) => {
      const before = await sessionCount();
      const response = await call(`/api/check/pincode/${pincode}`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: "Please enter a valid 6-digit pincode" });
      expect(cookieFrom(response.headers, "sid")).toBeUndefined();
      expect(await sessionCount()).toBe(before);
    },
  );
});

describe("GET /api/delivery/{pincode}", () => {
  it("answers the charge, the free-delivery threshold and the next slot, without a session", async () => {
    const response = await call("/api/delivery/560001?warehouse_id=1");
    expect(response.status).toBe(200);
    const estimate = deliveryEstimateSchema.parse(response.json);
    expect(estimate).toMatchObject({ pincode: "560001", serviceable: true, delivery_charge: 40, free_delivery_above: 499 });
    expect(estimate.slot).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), start_time: expect.stringMatching(/^\d{2}:00$/), end_time: expect.stringMatching(/^\d{2}:00$/) });
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
  });

  it("answers per website", async () => {
    const estimate = deliveryEstimateSchema.parse((await call("/api/delivery/400001", { origin: WHOLESALE_ORIGIN })).json);
    expect(estimate).toMatchObject({ serviceable: true, delivery_charge: 250, free_delivery_above: 10000 });
  });

  it("says so for a pincode or warehouse that is not served", async () => {
    const unserved = { serviceable: false, message: "Sorry, we do not deliver to 700001 yet", delivery_charge: 0, free_delivery_above: null, slot: null, place: null };
    expect((await call("/api/delivery/700001")).json).toEqual({ pincode: "700001", ...unserved });
    expect((await call("/api/delivery/560001?warehouse_id=999")).json).toMatchObject({ serviceable: false, slot: null });
  });

  it("names the town and state the delivery area records, for filling in an address", async () => {
    expect(deliveryEstimateSchema.parse((await call("/api/delivery/560034")).json).place).toEqual({ city: "Bengaluru", state: "Karnataka" });
    expect(deliveryEstimateSchema.parse((await call("/api/delivery/400001", { origin: WHOLESALE_ORIGIN })).json).place).toEqual({ city: "Mumbai", state: "Maharashtra" });
  });

  it("refuses a malformed pincode", async () => {
    expect((await call("/api/delivery/012345")).status).toBe(400);
  });
});

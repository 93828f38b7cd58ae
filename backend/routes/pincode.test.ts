import { getDb } from "@/backend/db/database";
import { hashToken } from "@/backend/services/sessions";
import { call, cookieFrom, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { guestWithPincode, post } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { pincodeCheckSchema } from "@/lib/api/schemas";

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

  it("keeps a guest's pincode in an httpOnly cookie and creates no session", async () => {
    const before = await sessionCount();
    const response = await call("/api/check/pincode/560001");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("pincode="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("hands the guest's pincode to the session the first cart action creates", async () => {
    const pincode = cookieFrom((await call("/api/check/pincode/560034")).headers, "pincode")!;
    const product = (await call("/api/products/chai-bagan-filter-coffee")).json as { packs: { pack_id: number; warehouse_id: number }[] };
    const added = await post("/api/cart/add", { pack_id: product.packs[0].pack_id, warehouse_id: product.packs[0].warehouse_id }, pincode);
    expect(added.status).toBe(200);
    const token = cookieFrom(added.headers, "sid")!.slice("sid=".length);
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

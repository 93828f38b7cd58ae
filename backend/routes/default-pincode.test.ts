import { ensureDatabase } from "@/backend/ensure-database";
import { call, cookieFrom } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { addressListSchema } from "@/lib/api/schemas/account";

withTestDatabase();

const ASHA = "9876543210";
const PRIYA = "9876543214";
const KARAN = "9876543217";

beforeAll(() => {
  process.env.OTP_TEST_CODE = "123456";
});
afterAll(() => delete process.env.OTP_TEST_CODE);

const pincodeOf = async (cookie: string) => ((await call("/api/visitor", { cookie })).json as { pincode: string | null }).pincode;
const addresses = async (cookie: string) => addressListSchema.parse((await call("/api/account/addresses", { cookie })).json).data;

async function signIn(phone: string, cookie?: string) {
  expect((await post("/api/auth/otp", { phone }, cookie)).status).toBe(200);
  const response = await post("/api/auth/verify", { phone, code: "123456" }, cookie);
  expect(response.status).toBe(200);
  return cookieFrom(response.headers, "sid")!;
}

const ADDRESS = { name: "Karan Mehta", phone: KARAN, line1: "1 Park Street", line2: "", landmark: "", city: "Kolkata", state: "West Bengal" };

describe("a signed-in shopper with no pincode chosen shops with their default address's", () => {
  it("gets it at sign-in", async () => {
    expect(await pincodeOf(await signIn(ASHA))).toBe("560034");
  });

  it("keeps the pincode they chose as a guest", async () => {
    expect(await pincodeOf(await signIn(ASHA, await guestWithPincode("400001")))).toBe("400001");
  });

  it("gets the new default's when the default address changes, and keeps a pincode once one is in use", async () => {
    const { cookie } = await signedInCookie(PRIYA);
    expect(await pincodeOf(cookie)).toBeNull();
    const parents = (await addresses(cookie)).find((address) => !address.is_default)!;
    expect((await post(`/api/account/addresses/${parents.id}/default`, {}, cookie)).status).toBe(200);
    expect(await pincodeOf(cookie)).toBe(parents.pincode);
    const first = (await addresses(cookie)).find((address) => !address.is_default)!;
    expect((await post(`/api/account/addresses/${first.id}/default`, {}, cookie)).status).toBe(200);
    expect(await pincodeOf(cookie)).toBe(parents.pincode);
  });

  it("gets nothing from a default address the website does not deliver to", async () => {
    const { cookie } = await signedInCookie(KARAN);
    const saved = await post("/api/account/addresses", { ...ADDRESS, pincode: "700001", is_default: true }, cookie);
    expect(saved.status).toBe(200);
    expect(await pincodeOf(cookie)).toBeNull();
    expect(await pincodeOf(await signIn(KARAN))).toBeNull();
    // A served default added later is taken.
    expect((await post("/api/account/addresses", { ...ADDRESS, pincode: "560001", is_default: true }, cookie)).status).toBe(200);
    expect(await pincodeOf(cookie)).toBe("560001");
    await (await ensureDatabase()).deleteFrom("addresses").where("city", "=", "Kolkata").execute();
  });
});

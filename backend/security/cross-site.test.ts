import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { call, cookieFrom, STORE_ORIGIN } from "@/backend/test/request";
import { guestWithPincode, post, signedInCookie } from "@/backend/test/shopper";

withTestDatabase();

const FROM_OTHER_SITE = { message: "This request must come from the store's own pages." };
const sessionCount = async () => Number((await getDb().selectFrom("sessions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const pincodeOf = async (cookie: string) => ((await call("/api/init", { cookie })).json as { pincode: string | null }).pincode;
const signedInPhone = async (cookie: string) => ((await call("/api/auth/me", { cookie })).json as { user: { phone: string } | null }).user?.phone;

/** What a link or redirect from another site sends: the cookies, no page-origin header. */
const navigateFromOtherSite = (path: string, cookie?: string) =>
  call(path, { origin: null, cookie, headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } });

describe("state-changing GETs need the storefront's page-origin header", () => {
  it("a cross-site navigation to /api/auth/logout leaves the shopper signed in", async () => {
    const { cookie } = await signedInCookie();
    const response = await navigateFromOtherSite("/api/auth/logout", cookie);
    expect(response.status).toBe(403);
    expect(response.json).toEqual(FROM_OTHER_SITE);
    expect(await signedInPhone(cookie)).toBe("9876543210");
    expect((await call("/api/auth/logout", { cookie })).status).toBe(200);
    expect(await signedInPhone(cookie)).toBeUndefined();
  });

  it("signing out by POST needs the anti-forgery token and the same origin", async () => {
    const { cookie } = await signedInCookie();
    const formFromOtherSite = await call("/api/auth/logout", { method: "POST", origin: null, cookie, headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" } });
    expect(formFromOtherSite.status).toBe(403);
    expect((await post("/api/auth/logout", "", cookie, { headers: { "sec-fetch-site": "cross-site" } })).json).toEqual(FROM_OTHER_SITE);
    expect(await signedInPhone(cookie)).toBe("9876543210");
    const fromTheStore = await post("/api/auth/logout", "", cookie, { headers: { "sec-fetch-site": "same-origin", origin: STORE_ORIGIN } });
    expect(fromTheStore.json).toEqual({ ok: true });
    expect(await signedInPhone(cookie)).toBeUndefined();
  });

  it("a cross-site navigation to /api/check/pincode leaves the pincode alone", async () => {
    const sid = await guestWithPincode("560001");
    expect((await navigateFromOtherSite("/api/check/pincode/110001", sid)).status).toBe(403);
    expect(await pincodeOf(sid)).toBe("560001");
  });

  it("a cross-site navigation to /api/remove/coupon is refused", async () => {
    expect((await navigateFromOtherSite("/api/remove/coupon")).json).toEqual(FROM_OTHER_SITE);
  });
});

describe("a guest's pincode check", () => {
  it("creates no session row, however many times it runs", async () => {
    const before = await sessionCount();
    for (const pincode of ["560001", "560034", "400001", "700001"]) {
      const response = await call(`/api/check/pincode/${pincode}`);
      expect(response.status).toBe(200);
      expect(cookieFrom(response.headers, "sid")).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });
});

describe("writes from another site", () => {
  const write = (headers: Record<string, string>) => post("/api/wishlistCategory", { name: "Cross-site list" }, undefined, { headers });

  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
  ])("are refused even with a valid anti-forgery pair: %p", async (headers) => {
    const response = await write(headers);
    expect(response.status).toBe(403);
    expect(response.json).toEqual(FROM_OTHER_SITE);
  });

  it("from the store's own page go through to the route", async () => {
    const response = await write({ "sec-fetch-site": "same-origin", origin: STORE_ORIGIN });
    expect(response.status).toBe(401);
  });
});

import type { Kysely } from "kysely";
import { ensureDatabase } from "@/backend/ensure-database";
import type { Database } from "@/backend/db/schema";
import { call } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { initResponseSchema, siteResponseSchema } from "@/lib/api/schemas/init";
import { RETURN_POLICY_MESSAGES, returnPolicySavedSchema } from "@/lib/api/schemas/return-policy";
import { WHOLESALE_ORIGIN } from "@/backend/test/request";
import { managedWebsiteListSchema, websiteSavedSchema } from "@/lib/api/schemas/website-admin";

withTestDatabase();

let db: Kysely<Database>;
let superadmin: string;

beforeAll(async () => {
  db = await ensureDatabase();
  superadmin = (await signedInCookie("9876543213")).cookie;
});

const websites = async (cookie = superadmin) => managedWebsiteListSchema.parse((await call("/api/websites", { cookie })).json).data;
const siteName = async (cookie?: string) => initResponseSchema.parse((await call("/api/init", { cookie })).json).web?.name;

describe("roles", () => {
  it.each([
    ["GET /api/websites", (cookie?: string) => call("/api/websites", { cookie })],
    ["POST /api/websites", (cookie?: string) => post("/api/websites", { name: "X", host: "x.example.com" }, cookie)],
    ["POST /api/websites/2/switch", (cookie?: string) => post("/api/websites/2/switch", {}, cookie)],
    ["DELETE /api/websites/switch", (cookie?: string) => post("/api/websites/switch", {}, cookie, { method: "DELETE" })],
    ["PUT /api/websites/2/return-policy", (cookie?: string) => post("/api/websites/2/return-policy", { return_policy: null }, cookie, { method: "PUT" })],
  ])("%s: 401 for guests, 403 for everyone but superadmins", async (_, send) => {
    expect(await send()).toMatchObject({ status: 401 });
    for (const phone of ["9876543210", "9876543211", "9876543212"]) {
      const { cookie } = await signedInCookie(phone);
      expect(await send(cookie)).toMatchObject({ status: 403, json: { message: "Only superadmins can manage websites" } });
    }
  });
});

describe("websites", () => {
  it("lists every website with its hosts, marking the current one", async () => {
    const list = await websites();
    expect(list.map((site) => [site.name, site.current, site.is_default])).toEqual([
      ["Annapurna Store", true, true],
      ["Bulk Bazaar Wholesale", false, false],
    ]);
    expect(list[0].hosts).toEqual(["localhost", "127.0.0.1"]);
  });

  it("creates a website answering on its domain; a taken domain is 409", async () => {
    const response = await post("/api/websites", { name: " Corner Kirana ", host: "Kirana.Example.com", theme: "dark", font_family: "Poppins", logo: "", brand_color: "#7C3AED" }, superadmin);
    expect(response.status).toBe(200);
    const { website, message } = websiteSavedSchema.parse(response.json);
    expect(message).toBe("Website created");
    expect(website).toMatchObject({ name: "Corner Kirana", hosts: ["kirana.example.com"], theme: "dark", font_family: "Poppins", logo: null, brand_color: "#7c3aed", current: false });
    const init = initResponseSchema.parse((await call("/api/init", { origin: "https://kirana.example.com" })).json);
    expect(init.web).toMatchObject({ name: "Corner Kirana", theme: "dark", font_family: "Poppins", brand_color: "#7c3aed" });
    const plain = websiteSavedSchema.parse((await post("/api/websites", { name: "Plain", host: "plain.example.com" }, superadmin)).json);
    expect(plain.website.brand_color).toBeNull();

    expect(await post("/api/websites", { name: "Copy", host: "kirana.example.com" }, superadmin)).toMatchObject({
      status: 409,
      json: { message: "Another website already uses the domain kirana.example.com" },
    });
    expect(await post("/api/websites", { name: "Copy", host: "localhost" }, superadmin)).toMatchObject({ status: 409 });
  });

  it("validates the form's fields", async () => {
    const response = await post("/api/websites", { name: "", host: "https://shop.example.com/x", theme: "blue", logo: "../etc/passwd", brand_color: "teal" }, superadmin);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: [
        "Website name is required",
        "Enter a domain like shop.example.com, without http:// or a path",
        "Choose light or dark",
        "Enter an image path like logos/my-store.svg",
        "Enter a colour like #0f766e",
      ].join("\n"),
    });
  });

  it("switches the superadmin's session to another website and back", async () => {
    const { cookie } = await signedInCookie("9876543213");
    expect(await siteName(cookie)).toBe("Annapurna Store");
    const wholesale = (await websites(cookie))[1];
    const switched = await post(`/api/websites/${wholesale.id}/switch`, {}, cookie);
    expect(switched.status).toBe(200);
    expect(websiteSavedSchema.parse(switched.json)).toMatchObject({
      website: { id: wholesale.id, current: true },
      message: "You are now working on Bulk Bazaar Wholesale",
    });
    expect(await siteName(cookie)).toBe("Bulk Bazaar Wholesale");
    expect((await websites(cookie)).find((site) => site.current)?.id).toBe(wholesale.id);
    // Other sessions on the same origin are untouched.
    expect(await siteName(superadmin)).toBe("Annapurna Store");
    expect(await siteName()).toBe("Annapurna Store");

    await post("/api/websites/1/switch", {}, cookie);
    expect(await siteName(cookie)).toBe("Annapurna Store");
    const session = await db.selectFrom("sessions").select("website_override_id").where("website_override_id", "is not", null).execute();
    expect(session).toEqual([]);
  });

  it("switches back to the session's own website without naming it", async () => {
    const { cookie } = await signedInCookie("9876543213");
    await post("/api/websites/2/switch", {}, cookie);
    expect(await siteName(cookie)).toBe("Bulk Bazaar Wholesale");
    const back = await post("/api/websites/switch", {}, cookie, { method: "DELETE" });
    expect(back).toMatchObject({ status: 200, json: { website: { name: "Annapurna Store", current: true }, message: "You are now working on Annapurna Store" } });
    expect(back.headers.get("set-cookie")).toMatch(/website_override=;.*Max-Age=0/i);
    expect(await siteName(cookie)).toBe("Annapurna Store");
  });

  it("answers 404 for an unknown website", async () => {
    expect(await post("/api/websites/99999/switch", {}, superadmin)).toMatchObject({ status: 404, json: { message: "Website not found" } });
  });

  it("ignores a stored switch once the user is no longer a superadmin", async () => {
    const { cookie, userId } = await signedInCookie("9876543213");
    await post("/api/websites/2/switch", {}, cookie);
    await db.updateTable("users").set({ superadmin: 0 }).where("id", "=", userId).execute();
    try {
      expect(await siteName(cookie)).toBe("Annapurna Store");
    } finally {
      await db.updateTable("users").set({ superadmin: 1 }).where("id", "=", userId).execute();
    }
  });
});

describe("return policy", () => {
  const putPolicy = (body: unknown, id = 2) => post(`/api/websites/${id}/return-policy`, body, superadmin, { method: "PUT" });
  const published = async () => siteResponseSchema.parse((await call("/api/site", { origin: WHOLESALE_ORIGIN })).json).returnPolicy;

  it("publishes the policy a superadmin sets, and none once they remove it", async () => {
    const seeded = await published();
    try {
      const saved = await putPolicy({ return_policy: { days: 10, method: "by_mail", fees: "free" } });
      expect(saved.status).toBe(200);
      expect(returnPolicySavedSchema.parse(saved.json)).toEqual({ return_policy: { days: 10, method: "by_mail", fees: "free" }, message: RETURN_POLICY_MESSAGES.saved });
      expect(await published()).toEqual({ days: 10, method: "by_mail", fees: "free" });

      expect((await putPolicy({ return_policy: null })).json).toEqual({ return_policy: null, message: RETURN_POLICY_MESSAGES.cleared });
      expect(await published()).toBeNull();
    } finally {
      await putPolicy({ return_policy: seeded });
    }
    expect(await published()).toEqual(seeded);
  });

  it.each([
    [{ days: -1, method: "by_mail", fees: "free" }, RETURN_POLICY_MESSAGES.days],
    [{ days: 2.5, method: "by_mail", fees: "free" }, RETURN_POLICY_MESSAGES.days],
    [{ days: 400, method: "by_mail", fees: "free" }, RETURN_POLICY_MESSAGES.days],
    [{ days: "7", method: "by_mail", fees: "free" }, RETURN_POLICY_MESSAGES.days],
    [{ days: 7, method: "by_drone", fees: "free" }, RETURN_POLICY_MESSAGES.method],
    [{ days: 7, method: "in_store", fees: "sometimes" }, RETURN_POLICY_MESSAGES.fees],
  ])("refuses %p with a clear message and keeps the policy", async (policy, message) => {
    const before = await published();
    expect(await putPolicy({ return_policy: policy })).toMatchObject({ status: 400, json: { message } });
    expect(await published()).toEqual(before);
  });

  it("answers 404 for an unknown website", async () => {
    expect(await putPolicy({ return_policy: null }, 99999)).toMatchObject({ status: 404, json: { message: "Website not found" } });
  });
});

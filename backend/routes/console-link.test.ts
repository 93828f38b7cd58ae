import { adminCookie, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { signedInCookie } from "@/backend/test/shopper";
import { currentUserSchema } from "@/lib/api/schemas";

withTestDatabase();

/** What the account menu reads: the signed-in user's flags on the website the request resolves to. */
async function flags(cookie: string, origin?: string) {
  const me = currentUserSchema.parse((await call("/api/auth/me", { cookie, origin })).json).user!;
  const visitor = await call("/api/visitor", { cookie, origin });
  expect(visitor.headers.get("cache-control")).toMatch(/private/);
  const { user } = visitor.json as { user: { canOpenConsole: boolean } };
  expect(user.canOpenConsole).toBe(me.canOpenConsole);
  return { hasAdminAccess: me.hasAdminAccess, canOpenConsole: me.canOpenConsole };
}

describe("the user's canOpenConsole (the account menu's Administration link)", () => {
  it("is true for the website's staff and a superadmin, false for a customer and a sales agent", async () => {
    expect(await flags(await adminCookie())).toEqual({ hasAdminAccess: true, canOpenConsole: true });
    expect(await flags((await signedInCookie("9876543213")).cookie)).toEqual({ hasAdminAccess: true, canOpenConsole: true });
    expect(await flags((await signedInCookie("9876543210")).cookie)).toEqual({ hasAdminAccess: false, canOpenConsole: false });
    expect((await flags((await signedInCookie("9876543211")).cookie)).canOpenConsole).toBe(false);
  });

  it("follows this website's staff, not the global admin flag", async () => {
    expect(await flags(await wholesaleOnlyAdminCookie())).toEqual({ hasAdminAccess: true, canOpenConsole: false });
    expect(await flags(await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID), WHOLESALE_ORIGIN)).toEqual({ hasAdminAccess: true, canOpenConsole: true });
  });

  it("is never in the website's shared part", async () => {
    const site = await call("/api/site", { cookie: await adminCookie() });
    expect(JSON.stringify(site.json)).not.toContain("canOpenConsole");
  });
});

import { ensureDatabase } from "@/backend/ensure-database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post, signedInCookie } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { CONSOLE_FORBIDDEN_MESSAGE } from "./console-access";
import { adminCookie, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";

withTestDatabase();

type OpenApiDoc = { paths: Record<string, Record<string, unknown>> };

/** Every console operation the OpenAPI document describes, with its path parameters filled in. */
async function consoleOperations() {
  const doc = (await call("/api/openapi.json")).json as OpenApiDoc;
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/console/"))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "1") })));
  expect(operations.length).toBeGreaterThan(0);
  return operations;
}

const ask = (operation: { method: string; path: string }, cookie?: string, origin?: string) =>
  operation.method === "GET" ? call(operation.path, { cookie, origin }) : post(operation.path, {}, cookie, { method: operation.method, origin });

// Each test walks every console call (seventy and more, three callers each): seconds on a busy machine.
jest.setTimeout(60_000);

describe("consoleAccessOnly, over every console call of the OpenAPI document", () => {
  it("answers a guest 401 and never lets a shared cache keep it", async () => {
    for (const operation of await consoleOperations()) {
      const response = await ask(operation);
      expect({ ...operation, status: response.status }).toEqual({ ...operation, status: 401 });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("answers a customer, a sales agent and an administrator of another website 403", async () => {
    const cookies = [(await signedInCookie("9876543210")).cookie, (await signedInCookie("9876543211")).cookie, await wholesaleOnlyAdminCookie()];
    for (const operation of await consoleOperations()) {
      for (const cookie of cookies) {
        const response = await ask(operation, cookie);
        expect({ ...operation, status: response.status, json: response.json }).toEqual({
          ...operation,
          status: 403,
          json: { message: CONSOLE_FORBIDDEN_MESSAGE },
        });
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
    }
  });
});

describe("who may use the console", () => {
  it("lets the website's administrator in, privately", async () => {
    const response = await call("/api/console/audit", { cookie: await adminCookie() });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("lets an administrator in on the website they run, and only there", async () => {
    const wholesale = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    expect((await call("/api/console/audit", { cookie: wholesale, origin: WHOLESALE_ORIGIN })).status).toBe(200);
  });

  it("lets a superadmin in on any website, including one switched to", async () => {
    const { cookie } = await signedInCookie("9876543213");
    expect((await call("/api/console/audit", { cookie })).status).toBe(200);
    expect((await post(`/api/websites/${WHOLESALE_WEBSITE_ID}/switch`, {}, cookie)).status).toBe(200);
    expect((await call("/api/console/audit", { cookie })).status).toBe(200);
  });

  it("turns an admin-access user away once they are no longer on the website's staff", async () => {
    const db = await ensureDatabase();
    const cookie = await adminCookie();
    const meera = await db.selectFrom("users").select("id").where("phone", "=", "9876543212").executeTakeFirstOrThrow();
    await db.deleteFrom("website_staff").where("user_id", "=", meera.id).where("website_id", "=", 1).execute();
    try {
      expect((await call("/api/console/audit", { cookie })).status).toBe(403);
    } finally {
      await db.insertInto("website_staff").values({ website_id: 1, user_id: meera.id, created_at: new Date().toISOString() }).execute();
    }
  });
});

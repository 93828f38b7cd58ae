import { createRandom, type Random } from "@/backend/seed/random";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { signedInCookie } from "@/backend/test/shopper";

/**
 * Random requests against every operation of the OpenAPI document: odd path parameters, queries and
 * bodies (wrong types, deep nesting, broken JSON, control characters, huge numbers). Whatever is sent,
 * the answer is never a 5xx. FUZZ_SEED and FUZZ_REQUESTS pick another run (defaults: 1 and 3,000).
 */

withTestDatabase();
// 3,000 requests through the whole app: far longer than a single route test.
jest.setTimeout(300_000);

type Operation = { method: string; path: string; hasBody: boolean };
type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

const SEED = Number(process.env.FUZZ_SEED ?? 1);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);


const ODD_TEXTS = ["", "1", "0", "-1", "abc", "9876543210", "99999999999999999999999", "1e308", "NaN", "null", "true", "..", "%00", "%E0%A4", "\u0000", "\u202e", "<script>", "' or 1=1 --", "FLAT50", "a".repeat(2000), "₹", "गेहूँ"];
const ODD_NUMBERS = [0, -1, 1, 2, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MAX_SAFE_INTEGER];
const FIELD_NAMES = ["phone", "code", "name", "email", "pack_id", "warehouse_id", "quantity", "product_id", "address_id", "pincode", "payment_method", "idempotency_key", "tags", "id", "__proto__", "constructor"];

function randomValue(random: Random, depth: number): unknown {
  const kind = random.next();
  if (depth > 3 || kind < 0.3) return random.pick(ODD_TEXTS);
  if (kind < 0.5) return random.pick(ODD_NUMBERS);
  if (kind < 0.6) return random.pick([null, true, false]);
  if (kind < 0.75) return Array.from({ length: Math.floor(random.next() * 4) }, () => randomValue(random, depth + 1));
  return Object.fromEntries(Array.from({ length: Math.floor(random.next() * 5) }, () => [random.pick(FIELD_NAMES), randomValue(random, depth + 1)]));
}

function randomBody(random: Random): string {
  const kind = random.next();
  const depth = 1 + Math.floor(random.next() * 4000);
  if (kind < 0.1) return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  if (kind < 0.15) return "[".repeat(depth) + "]".repeat(depth);
  if (kind < 0.25) return random.pick(['{"phone":', "{", "[1,", '"\\u12"', "nul", "{}}", "\u0000"]);
  return JSON.stringify(randomValue(random, 0));
}

async function operations(): Promise<Operation[]> {
  const document = (await call("/api/openapi.json")).json as OpenApi;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, hasBody: operation.requestBody !== undefined })),
  );
}

beforeAll(() => setOtpTransport({ send: async () => undefined }));
afterAll(() => setOtpTransport(null));

describe("the OpenAPI document under random requests", () => {
  it(`answers no 5xx to ${REQUESTS} requests (seed ${SEED})`, async () => {
    const random = createRandom(SEED);
    const all = await operations();
    expect(all.length).toBeGreaterThan(30);
    const { cookie: signedIn } = await signedInCookie();
    const failures: string[] = [];
    for (let n = 0; n < REQUESTS; n += 1) {
      const operation = random.pick(all);
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(random.pick(ODD_TEXTS)) || "x");
      const query = random.next() < 0.3 ? `?${random.pick(FIELD_NAMES)}=${encodeURIComponent(random.pick(ODD_TEXTS))}` : "";
      const body = operation.hasBody || random.next() < 0.1 ? randomBody(random) : undefined;
      const cookie = ["csrf_token=t", random.next() < 0.5 ? signedIn : ""].filter(Boolean).join("; ");
      const response = await call(`${path}${query}`, {
        method: operation.method,
        cookie,
        headers: { "x-csrf-token": "t", ...(body === undefined ? {} : { "content-type": random.pick(["application/json", "application/json; charset=utf-8", "text/plain"]) }) },
        body: operation.method === "GET" || operation.method === "HEAD" ? undefined : body,
      });
      if (response.status >= 500) failures.push(`${operation.method} ${path}${query} ${body?.slice(0, 80) ?? ""} → ${response.status} ${response.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

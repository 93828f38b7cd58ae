import { ensureDatabase } from "@/backend/ensure-database";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { withTestDatabase } from "@/backend/test/database";
import { post } from "@/backend/test/shopper";

withTestDatabase();

const sent: string[] = [];
let client = 0;

beforeAll(() => {
  delete process.env.OTP_TEST_CODE;
  delete process.env.TRUST_PROXY_HOPS;
  setOtpTransport({ send: async (phone) => void sent.push(phone) });
});
afterAll(() => setOtpTransport(null));
beforeEach(async () => {
  sent.length = 0;
  client += 1;
  const db = await ensureDatabase();
  await db.deleteFrom("otp_codes").execute();
  await db.deleteFrom("rate_limit_events").execute();
});

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const unknownNumber = (index: number) => `9${String(200000000 + index)}`;

describe("phone-number enumeration", () => {
  it("answers 429 once one client has looked up 20 unknown numbers on /otp in the hour", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n += 1) statuses.push((await post("/api/auth/otp", { phone: unknownNumber(n) }, undefined, from(`10.3.0.${client}`))).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    const refused = await post("/api/auth/otp", { phone: "9876543210" }, undefined, from(`10.3.0.${client}`));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many codes were requested from this device\. Please try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it("counts /register with known numbers the same way", async () => {
    const known = ["9876543210", "9876543211", "9876543212", "9876543213", "9876543214", "9876543215", "9876543216", "9876543217"];
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const phone of known) {
        statuses.push((await post("/api/auth/register", { name: "Probe", phone, email: "" }, undefined, from(`10.4.0.${client}`))).status);
      }
    }
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it("caps lookups of one number from many clients at the per-number limit", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n += 1) statuses.push((await post("/api/auth/otp", { phone: unknownNumber(500) }, undefined, from(`10.5.${client}.${n}`))).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
  });

  it("lets a shopper who is told to register do so straight away", async () => {
    const phone = unknownNumber(900);
    expect((await post("/api/auth/otp", { phone }, undefined, from(`10.6.0.${client}`))).status).toBe(404);
    expect((await post("/api/auth/register", { name: "New", phone, email: "" }, undefined, from(`10.6.0.${client}`))).status).toBe(200);
    expect(sent).toEqual([phone]);
  });
});

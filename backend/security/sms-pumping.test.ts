import type { AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { ensureDatabase } from "@/backend/ensure-database";
import { serveApi } from "@/backend/http/serve-api";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { withTestDatabase } from "@/backend/test/database";
import { WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";

withTestDatabase();

const sent: string[] = [];
let server: ServerType;
let base: string;

beforeAll(async () => {
  delete process.env.OTP_TEST_CODE;
  delete process.env.TRUST_PROXY_HOPS;
  setOtpTransport({ send: async (phone) => void sent.push(phone) });
  await ensureDatabase();
  server = serveApi(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setOtpTransport(null);
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  sent.length = 0;
  delete process.env.TRUST_PROXY_HOPS;
  await (await ensureDatabase()).deleteFrom("otp_codes").execute();
});

/** A registration over real HTTP from this machine, claiming to come from `forwardedFor`. */
function register(phone: string, forwardedFor: string) {
  return fetch(`${base}/s/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: "csrf_token=t", "x-csrf-token": "t", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ name: "Pump", phone, email: "" }),
  });
}

const newNumber = (index: number) => `9${String(100000000 + index)}`;

describe("SMS pumping through a forged X-Forwarded-For", () => {
  it("counts every forged address as the one socket: the 21st code in the hour is refused", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 21; n += 1) statuses.push((await register(newNumber(n), `203.0.113.${n}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    const refused = await register(newNumber(22), "198.51.100.1");
    expect(statuses[20]).toBe(429);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many codes were requested from this device/) });
    expect(sent).toHaveLength(20);
    const clients = await (await ensureDatabase()).selectFrom("otp_codes").select("client_ip").distinct().execute();
    expect(clients).toEqual([{ client_ip: "127.0.0.1" }]);
  });

  it("behind one trusted proxy, takes the address that proxy appended and ignores what the client wrote", async () => {
    process.env.TRUST_PROXY_HOPS = "1";
    expect((await register(newNumber(40), "10.9.9.9, 198.51.100.7")).status).toBe(200);
    const row = await (await ensureDatabase()).selectFrom("otp_codes").select("client_ip").executeTakeFirstOrThrow();
    expect(row.client_ip).toBe("198.51.100.7");
  });
});

describe("the resend cooldown", () => {
  it("holds per number across websites: the second website cannot send a code to the same number in the same second", async () => {
    const phone = newNumber(60);
    const body = { name: "Pump", phone, email: "" };
    expect((await post("/api/auth/register", body)).status).toBe(200);
    const other = await post("/api/auth/register", body, undefined, { origin: WHOLESALE_ORIGIN });
    expect(other.status).toBe(429);
    expect(other.json).toEqual({ message: expect.stringMatching(/^Please wait \d+ seconds before requesting another code$/) });
    expect(sent).toEqual([phone]);
  });
});

import * as crypto from "node:crypto";
import { ensureDatabase } from "@/backend/ensure-database";
import { withTestDatabase } from "@/backend/test/database";
import { checkCode, issueCode, OTP_MESSAGES, type CodeRequest } from "./otp";
import { otpPolicy } from "./otp-policy";
import { setOtpTransport } from "./otp-transport";

jest.mock("node:crypto", () => {
  const actual = jest.requireActual<typeof import("node:crypto")>("node:crypto");
  return { ...actual, timingSafeEqual: jest.fn(actual.timingSafeEqual), randomInt: jest.fn(actual.randomInt) };
});

withTestDatabase();

const policy = otpPolicy({});
const T0 = new Date("2026-01-01T10:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const sent: string[] = [];
const request = (overrides: Partial<CodeRequest> = {}): CodeRequest => ({
  phone: "9876543210",
  websiteId: 1,
  clientIp: "10.1.0.1",
  purpose: "login",
  language: "en",
  ...overrides,
});

beforeAll(() => setOtpTransport({ send: async (_phone, code) => void sent.push(code) }));
afterAll(() => setOtpTransport(null));
beforeEach(async () => {
  sent.length = 0;
  await (await ensureDatabase()).deleteFrom("otp_codes").execute();
});

describe("checkCode", () => {
  it("accepts the code until 10 minutes have passed, then calls it expired", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    const code = sent[0];
    expect(await checkCode(db, { phone: "9876543210", websiteId: 1, code }, at(600), policy)).toEqual({
      ok: false,
      message: OTP_MESSAGES.expired,
    });
    expect((await checkCode(db, { phone: "9876543210", websiteId: 1, code }, at(599), policy)).ok).toBe(true);
  });

  it("gives guesses that arrive at once no more tries than the code allows", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    const wrong = sent[0] === "000000" ? "111111" : "000000";
    jest.mocked(crypto.timingSafeEqual).mockClear();

    const answers = await Promise.all(Array.from({ length: 20 }, () => checkCode(db, { phone: "9876543210", websiteId: 1, code: wrong }, at(1), policy)));

    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(policy.maxWrongAttempts);
    expect(answers.filter((answer) => answer.ok === false && answer.message !== OTP_MESSAGES.expired)).toHaveLength(policy.maxWrongAttempts);
    expect(await checkCode(db, { phone: "9876543210", websiteId: 1, code: sent[0] }, at(2), policy)).toEqual({ ok: false, message: OTP_MESSAGES.expired });
  });

  it("compares in constant time", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    jest.mocked(crypto.timingSafeEqual).mockClear();
    await checkCode(db, { phone: "9876543210", websiteId: 1, code: sent[0] }, at(1), policy);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it("counts only the newest code of the number", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    await issueCode(db, request(), at(31), policy);
    const [first, second] = sent;
    if (first !== second) expect((await checkCode(db, { phone: "9876543210", websiteId: 1, code: first }, at(32), policy)).ok).toBe(false);
    expect((await checkCode(db, { phone: "9876543210", websiteId: 1, code: second }, at(33), policy)).ok).toBe(true);
  });

  it("keeps codes of one website from signing in on another", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    expect(await checkCode(db, { phone: "9876543210", websiteId: 2, code: sent[0] }, at(1), policy)).toEqual({
      ok: false,
      message: OTP_MESSAGES.none,
    });
  });
});

describe("issueCode limits", () => {
  it("allows a resend after 30 seconds", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    expect(await issueCode(db, request(), at(29), policy)).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect((await issueCode(db, request(), at(30), policy)).ok).toBe(true);
  });

  it("sends at most 5 codes per number per hour", async () => {
    const db = await ensureDatabase();
    for (let i = 0; i < 5; i += 1) expect((await issueCode(db, request(), at(i * 60), policy)).ok).toBe(true);
    const limited = await issueCode(db, request(), at(5 * 60), policy);
    expect(limited).toEqual({
      ok: false,
      retryAfterSeconds: 3300,
      message: "Too many codes were requested for this number. Please try again in 55 minutes.",
    });
    expect((await issueCode(db, request(), at(3600 + 1), policy)).ok).toBe(true);
  });

  it("sends at most 20 codes per client per hour", async () => {
    const db = await ensureDatabase();
    for (let i = 0; i < 20; i += 1) {
      expect((await issueCode(db, request({ phone: `90000000${String(i).padStart(2, "0")}` }), at(i), policy)).ok).toBe(true);
    }
    const limited = await issueCode(db, request({ phone: "9000000099" }), at(20), policy);
    expect(limited).toEqual({
      ok: false,
      retryAfterSeconds: 3580,
      message: "Too many codes were requested from this device. Please try again in 60 minutes.",
    });
    expect((await issueCode(db, request({ phone: "9000000099", clientIp: "10.1.0.2" }), at(20), policy)).ok).toBe(true);
  });

  it("draws 6 random digits with crypto.randomInt", async () => {
    const db = await ensureDatabase();
    await issueCode(db, request(), T0, policy);
    expect(crypto.randomInt).toHaveBeenCalledWith(0, 1_000_000);
    expect(sent[0]).toMatch(/^\d{6}$/);
  });
});

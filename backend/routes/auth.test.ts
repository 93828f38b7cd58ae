import { ensureDatabase } from "@/backend/ensure-database";
import { getDb } from "@/backend/db/database";
import { setOtpTransport } from "@/backend/services/auth/otp-transport";
import { hashToken } from "@/backend/services/sessions";
import { call, cookieFrom } from "@/backend/test/request";
import { guestWithPincode } from "@/backend/test/shopper";
import { withTestDatabase } from "@/backend/test/database";
import { currentUserSchema, otpSentSchema, signedInSchema } from "@/lib/api/schemas";
import { phonePattern } from "@/lib/validation";

withTestDatabase();

const CUSTOMER = "9876543210";
const sent: { phone: string; code: string }[] = [];
let clientCounter = 0;

beforeAll(() => {
  delete process.env.OTP_TEST_CODE;
  setOtpTransport({ send: async (phone, code) => void sent.push({ phone, code }) });
});
afterAll(() => setOtpTransport(null));
beforeEach(async () => {
  sent.length = 0;
  clientCounter += 1;
  await (await ensureDatabase()).deleteFrom("otp_codes").execute();
});

/** A write as the storefront sends it: anti-forgery cookie + header, JSON body, a client address of this test. */
function post(path: string, body: unknown, cookie?: string) {
  return call(path, {
    method: "POST",
    cookie: ["csrf_token=t", cookie].filter(Boolean).join("; "),
    headers: { "x-csrf-token": "t", "content-type": "application/json", "x-forwarded-for": `10.0.0.${clientCounter}` },
    body: JSON.stringify(body),
  });
}

const lastCode = () => sent[sent.length - 1].code;
const wrongCode = () => (lastCode() === "000000" ? "111111" : "000000");
const sidValue = (cookie: string) => cookie.slice("sid=".length);
const me = async (cookie?: string) => currentUserSchema.parse((await call("/api/auth/me", { cookie })).json).user;

async function signIn(phone = CUSTOMER, cookie?: string) {
  expect((await post("/api/auth/otp", { phone }, cookie)).status).toBe(200);
  const response = await post("/api/auth/verify", { phone, code: lastCode() }, cookie);
  expect(response.status).toBe(200);
  return { response, sid: cookieFrom(response.headers, "sid")! };
}

describe("POST /api/auth/otp", () => {
  it("sends a 6-digit code and says when to resend and how long it lives", async () => {
    const response = await post("/api/auth/otp", { phone: CUSTOMER });
    expect(response.status).toBe(200);
    expect(otpSentSchema.parse(response.json)).toEqual({ message: `We sent a 6-digit code to ${CUSTOMER}`, resend_in: 30, expires_in: 600 });
    expect(sent).toEqual([{ phone: CUSTOMER, code: expect.stringMatching(/^\d{6}$/) }]);
  });

  it("stores only an HMAC of the code", async () => {
    await post("/api/auth/otp", { phone: CUSTOMER });
    const row = await getDb().selectFrom("otp_codes").selectAll().executeTakeFirstOrThrow();
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hmac).not.toContain(lastCode());
    expect(row).toMatchObject({ phone: CUSTOMER, purpose: "login", attempts: 0, consumed_at: null, client_ip: `10.0.0.${clientCounter}` });
  });

  it("answers 404 for a number without an account", async () => {
    const response = await post("/api/auth/otp", { phone: "9000000001" });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: "No account found for this number. Please register." });
    expect(sent).toEqual([]);
  });

  it("rejects a number breaking the shared pattern with exactly the form's message", async () => {
    for (const phone of ["12345", "5876543210", "98765432100", "98765x3210"]) {
      const response = await post("/api/auth/otp", { phone });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: phonePattern.message });
    }
  });

  it("words a missing number as the form does", async () => {
    for (const body of [{}, { phone: "" }]) {
      expect((await post("/api/auth/otp", body)).json).toEqual({ message: "Mobile number is required" });
    }
  });

  it("refuses a resend within 30 seconds with 429 and Retry-After", async () => {
    await post("/api/auth/otp", { phone: CUSTOMER });
    const again = await post("/api/auth/otp", { phone: CUSTOMER });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(29);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(again.json).toEqual({ message: `Please wait ${retryAfter} seconds before requesting another code` });
    expect(sent).toHaveLength(1);
  });

  it("needs the anti-forgery token", async () => {
    const response = await call("/api/auth/otp", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: CUSTOMER }),
    });
    expect(response.status).toBe(403);
  });
});

describe("a mobile number as people write it", () => {
  it.each(["98765 43210", "+91 98765 43210", "+919876543210"])("%p asks for and verifies a code of 9876543210", async (written) => {
    const sentAnswer = await post("/api/auth/otp", { phone: written });
    expect(sentAnswer.status).toBe(200);
    expect(sent).toEqual([{ phone: CUSTOMER, code: expect.stringMatching(/^\d{6}$/) }]);
    const verified = await post("/api/auth/verify", { phone: written, code: lastCode() });
    expect(verified.status).toBe(200);
    expect(signedInSchema.parse(verified.json).user.phone).toBe(CUSTOMER);
  });
});

describe("POST /api/auth/verify", () => {
  it("signs in, sets an httpOnly session cookie and answers the user", async () => {
    const { response, sid } = await signIn();
    expect(signedInSchema.parse(response.json).user).toMatchObject({ name: "Asha Rao", phone: CUSTOMER, isSalesAgent: false });
    expect(response.headers.getSetCookie().find((line) => line.startsWith("sid="))).toMatch(/HttpOnly/i);
    expect(response.headers.getSetCookie().find((line) => line.startsWith("visitor_state="))).toMatch(/^visitor_state=1;.*Max-Age=\d+/);
    expect((await me(sid))?.phone).toBe(CUSTOMER);
  });

  it("answers the role flags of the demo users", async () => {
    const { response } = await signIn("9876543213");
    expect(response.json).toMatchObject({ user: { superadmin: true, hasAdminAccess: true } });
  });

  it("refuses a wrong code and counts down the tries", async () => {
    await post("/api/auth/otp", { phone: CUSTOMER });
    const response = await post("/api/auth/verify", { phone: CUSTOMER, code: wrongCode() });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "That code is not correct. You have 4 tries left." });
    expect(cookieFrom(response.headers, "sid")).toBeUndefined();
  });

  it("kills the code after 5 wrong tries, even for the right code afterwards", async () => {
    await post("/api/auth/otp", { phone: CUSTOMER });
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await post("/api/auth/verify", { phone: CUSTOMER, code: wrongCode() })).json);
    expect(messages.at(-1)).toEqual({ message: "Too many wrong tries. This code has expired. Please request a new one." });
    const right = await post("/api/auth/verify", { phone: CUSTOMER, code: lastCode() });
    expect(right.status).toBe(400);
    expect(right.json).toEqual({ message: "This code has expired. Please request a new one." });
  });

  it("accepts a code once", async () => {
    await signIn();
    const again = await post("/api/auth/verify", { phone: CUSTOMER, code: lastCode() });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ message: "This code has already been used. Please request a new one." });
  });

  it("words a malformed code as the form does", async () => {
    expect((await post("/api/auth/verify", { phone: CUSTOMER, code: "12ab" })).json).toEqual({ message: "Enter the 6-digit code" });
    expect((await post("/api/auth/verify", { phone: CUSTOMER, code: "" })).json).toEqual({ message: "Verification code is required" });
  });

  it("says when no code was requested", async () => {
    const response = await post("/api/auth/verify", { phone: CUSTOMER, code: "123456" });
    expect(response.json).toEqual({ message: "No code was requested for this number. Please request one." });
  });

  it("rotates the session: the old token dies, the pincode and the guest cart carry over", async () => {
    const guest = await guestWithPincode("560001");
    const db = getDb();
    const guestSession = await db.selectFrom("sessions").selectAll().where("token_hash", "=", hashToken(sidValue(guest))).executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    const cart = await db
      .insertInto("carts")
      .values({ website_id: 1, session_id: guestSession.id, user_id: null, created_at: stamp, updated_at: stamp })
      .returning("id")
      .executeTakeFirstOrThrow();

    const { sid, response } = await signIn("9876543211", guest);
    expect(sid).not.toBe(guest);
    expect(await db.selectFrom("sessions").select("id").where("id", "=", guestSession.id).executeTakeFirst()).toBeUndefined();
    expect(await me(guest)).toBeNull();
    expect((await me(sid))?.phone).toBe("9876543211");
    expect(((await call("/api/init", { cookie: sid })).json as { pincode: string }).pincode).toBe("560001");
    const merged = await db.selectFrom("carts").selectAll().where("id", "=", cart.id).executeTakeFirstOrThrow();
    expect(merged).toMatchObject({ session_id: null, user_id: signedInSchema.parse(response.json).user.id });
  });
});

describe("a guest's pincode cookie at sign-in", () => {
  it("moves into the new session", async () => {
    const pincode = cookieFrom((await call("/api/check/pincode/400001")).headers, "pincode")!;
    const { sid, response } = await signIn("9876543211", pincode);
    expect(response.headers.getSetCookie().find((line) => line.startsWith("pincode="))).toMatch(/Max-Age=0/);
    expect(((await call("/api/init", { cookie: sid })).json as { pincode: string }).pincode).toBe("400001");
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account when the code is verified", async () => {
    const phone = "9123456780";
    const started = await post("/api/auth/register", { name: "Ravi Kumar", phone, email: "ravi@example.com" });
    expect(started.status).toBe(200);
    expect(otpSentSchema.parse(started.json).resend_in).toBe(30);
    expect(await getDb().selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst()).toBeUndefined();

    const verified = await post("/api/auth/verify", { phone, code: lastCode() });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ user: { name: "Ravi Kumar", phone, email: "ravi@example.com", superadmin: false } });
    expect((await me(cookieFrom(verified.headers, "sid")))?.name).toBe("Ravi Kumar");
  });

  it("refuses a number that already has an account with 409", async () => {
    const response = await post("/api/auth/register", { name: "Asha", phone: CUSTOMER, email: "a@example.com" });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ message: "An account with this number already exists. Please log in." });
    expect(sent).toEqual([]);
  });

  it("takes the email as optional", async () => {
    await post("/api/auth/register", { name: "Meera", phone: "9123456781", email: "" });
    const verified = await post("/api/auth/verify", { phone: "9123456781", code: lastCode() });
    expect(verified.json).toMatchObject({ user: { name: "Meera", email: null } });
  });

  it("validates every field with the form's messages", async () => {
    const response = await post("/api/auth/register", { name: "", phone: "123", email: "nope" });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: ["Name is required", phonePattern.message, "Email is not a valid email address"].join("\n") });
  });

  it.each([".asha@example.com", "asha.@example.com"])("refuses %s, as the form does (a dot at either end of the name)", async (email) => {
    const response = await post("/api/auth/register", { name: "Asha", phone: "9123456782", email });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "Email is not a valid email address" });
    expect(sent).toEqual([]);
  });
});

describe("GET /api/auth/me and /api/auth/logout", () => {
  it("answers null for guests", async () => {
    const response = await call("/api/auth/me");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ user: null });
  });

  it("logout deletes the session server-side and clears the cookie", async () => {
    const { sid } = await signIn();
    const response = await call("/api/auth/logout", { cookie: sid });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    expect(response.headers.getSetCookie().find((line) => line.startsWith("sid="))).toMatch(/Max-Age=0/);
    expect(await getDb().selectFrom("sessions").select("id").where("token_hash", "=", hashToken(sidValue(sid))).executeTakeFirst()).toBeUndefined();
    expect(await me(sid)).toBeNull();
  });

  it("logout without a session is fine", async () => {
    expect((await call("/api/auth/logout")).json).toEqual({ ok: true });
  });
});

describe("OTP_TEST_CODE", () => {
  afterEach(() => delete process.env.OTP_TEST_CODE);

  it("makes every code that value and lifts the send limits", async () => {
    process.env.OTP_TEST_CODE = "123456";
    await post("/api/auth/otp", { phone: CUSTOMER });
    expect((await post("/api/auth/otp", { phone: CUSTOMER })).status).toBe(200);
    expect(sent.map((s) => s.code)).toEqual(["123456", "123456"]);
    expect((await post("/api/auth/verify", { phone: CUSTOMER, code: "123456" })).status).toBe(200);
  });
});

import { logout, requestLoginCode, requestRegistrationCode, verifyCode } from "./auth";
import { ApiRequestError, apiTransport } from "./client";
import { parseReply } from "./parse-reply";

function fakeApi(status: number, body: unknown) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const api = apiTransport(async (path, init) => {
    calls.push({ path, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }, parseReply);
  return { api, calls };
}

const sent = { message: "We sent a 6-digit code to 9876543210", resend_in: 30, expires_in: 600 };
const user = { id: 1, name: "Asha Rao", email: null, phone: "9876543210", superadmin: false, hasAdminAccess: false, isSalesAgent: false, canOpenConsole: false };

describe("auth calls", () => {
  it("requests a login code with POST /api/auth/otp {phone}", async () => {
    const { api, calls } = fakeApi(200, sent);
    expect(await requestLoginCode(api, { phone: "9876543210" })).toEqual(sent);
    expect(calls[0].path).toBe("/api/auth/otp");
    expect(calls[0].init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ phone: "9876543210" });
  });

  it("starts a registration with POST /api/auth/register", async () => {
    const { api, calls } = fakeApi(200, sent);
    await requestRegistrationCode(api, { name: "Ravi", phone: "9123456780", email: "" });
    expect(calls[0].path).toBe("/api/auth/register");
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ name: "Ravi", phone: "9123456780", email: "" });
  });

  it("verifies and answers the user", async () => {
    const { api, calls } = fakeApi(200, { user });
    expect(await verifyCode(api, { phone: "9876543210", code: "123456" })).toMatchObject({ name: "Asha Rao", email: "" });
    expect(calls[0].path).toBe("/api/auth/verify");
  });

  it("rejects with the server's message", async () => {
    const { api } = fakeApi(400, { message: "That code is not correct. You have 4 tries left." });
    await expect(verifyCode(api, { phone: "9876543210", code: "000000" })).rejects.toEqual(
      new ApiRequestError(400, { message: "That code is not correct. You have 4 tries left." }),
    );
  });

  it("logs out with POST /api/auth/logout", async () => {
    const { api, calls } = fakeApi(200, { ok: true });
    await logout(api);
    expect(calls[0]).toEqual({ path: "/api/auth/logout", init: { method: "POST" } });
  });
});

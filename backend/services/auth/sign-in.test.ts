import { getDb } from "@/backend/db/database";
import type { OtpCodeRow } from "@/backend/db/schema";
import { withTestDatabase } from "@/backend/test/database";
import { userForCode } from "./sign-in";

withTestDatabase();

const NOW = new Date("2026-06-01T10:00:00.000Z");
const SEEDED_PHONE = "9876543210";

const verifiedCode = (phone: string, purpose: OtpCodeRow["purpose"]): OtpCodeRow => ({
  id: 1,
  phone,
  website_id: 1,
  code_hmac: "0".repeat(64),
  purpose,
  pending_name: "Meera Iyer",
  pending_email: null,
  attempts: 0,
  expires_at: NOW.toISOString(),
  consumed_at: NOW.toISOString(),
  created_at: NOW.toISOString(),
  client_ip: "127.0.0.1",
});

describe("userForCode", () => {
  it("names a sign-in code for a number without an account", async () => {
    await expect(userForCode(getDb(), verifiedCode("9876500041", "login"), NOW)).resolves.toEqual({ ok: false, reason: "unknownPhone" });
  });

  it("names a registration code for a number that has an account", async () => {
    await expect(userForCode(getDb(), verifiedCode(SEEDED_PHONE, "register"), NOW)).resolves.toEqual({ ok: false, reason: "phoneTaken" });
  });

  it("creates the account a registration code stands for", async () => {
    await expect(userForCode(getDb(), verifiedCode("9876500042", "register"), NOW)).resolves.toMatchObject({
      ok: true,
      user: { phone: "9876500042", name: "Meera Iyer" },
    });
  });
});

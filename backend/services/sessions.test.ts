import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { createSession, findSession, SESSION_TTL_SECONDS } from "./sessions";

withTestDatabase();

const NOW = new Date("2026-06-01T10:00:00.000Z");
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("sessions", () => {
  it("finds a guest session on its own website until it expires, thirty days on", async () => {
    const { token, session } = await createSession(getDb(), { websiteId: 1, pincode: "560001" }, NOW);
    expect(session.expires_at).toBe(at(SESSION_TTL_SECONDS).toISOString());
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 60 * 60);
    await expect(findSession(getDb(), token, 1, at(SESSION_TTL_SECONDS - 1))).resolves.toMatchObject({ session: { id: session.id }, user: null });
    await expect(findSession(getDb(), token, 1, at(SESSION_TTL_SECONDS))).resolves.toBeNull();
    await expect(findSession(getDb(), token, 2, NOW)).resolves.toBeNull();
  });
});

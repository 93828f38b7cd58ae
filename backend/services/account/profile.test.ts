import { getDb } from "@/backend/db/database";
import { withTestDatabase } from "@/backend/test/database";
import { updateProfile } from "./profile";

withTestDatabase();

const GSTIN = "29ABCDE1234F1Z5";

async function websiteTakingGstin(takes: boolean) {
  const website = await getDb()
    .selectFrom("websites")
    .select("id")
    .where("accepts_business_gstin", "=", takes ? 1 : 0)
    .orderBy("id")
    .executeTakeFirst();
  if (!website) throw new Error(`The seed has no website that ${takes ? "takes" : "refuses"} a GSTIN`);
  return website.id;
}

async function seededUserId() {
  return (await getDb().selectFrom("users").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
}

describe("updateProfile", () => {
  it("names a GSTIN sent to a website that does not take one, and saves nothing", async () => {
    const id = await seededUserId();
    const websiteId = await websiteTakingGstin(false);
    await expect(updateProfile(getDb(), { id, websiteId }, { name: "Changed", email: "", gstin: GSTIN })).resolves.toEqual({
      ok: false,
      reason: "gstinNotTaken",
    });
    await expect(getDb().selectFrom("users").select("name").where("id", "=", id).executeTakeFirstOrThrow()).resolves.not.toEqual({ name: "Changed" });
  });

  it("saves the GSTIN where the website takes one", async () => {
    const id = await seededUserId();
    const websiteId = await websiteTakingGstin(true);
    await expect(updateProfile(getDb(), { id, websiteId }, { name: "Asha", email: "", gstin: GSTIN })).resolves.toMatchObject({
      ok: true,
      profile: { name: "Asha", gstin: GSTIN, gstin_allowed: true },
    });
  });
});

import type { Kysely } from "kysely";
import type { Database, UserRow } from "@/backend/db/schema";
import type { Profile } from "@/lib/api/schemas/account";
import type { Result } from "@/backend/services/result";

export const PROFILE_SAVED = "Your details have been saved";
export const GSTIN_NOT_TAKEN = "This website does not take a GSTIN";

export const profileOf = (user: Pick<UserRow, "name" | "email" | "phone" | "gstin">, gstinAllowed: boolean): Profile => ({
  name: user.name ?? "",
  email: user.email ?? "",
  phone: user.phone,
  gstin: gstinAllowed ? (user.gstin ?? "") : "",
  gstin_allowed: gstinAllowed,
});

export async function gstinAllowedOn(db: Kysely<Database>, websiteId: number): Promise<boolean> {
  const website = await db.selectFrom("websites").select("accepts_business_gstin").where("id", "=", websiteId).executeTakeFirst();
  return website?.accepts_business_gstin === 1;
}

/** `gstinNotTaken`: a GSTIN sent to a website that does not take one. */
export type UpdateProfileResult = Result<{ profile: Profile }, "gstinNotTaken">;

/**
 * Name, email and, on a website that takes one, the GSTIN ("" removes it). The phone is the sign-in
 * identity and changes only through a new OTP sign-in.
 */
export async function updateProfile(
  db: Kysely<Database>,
  user: { id: number; websiteId: number },
  values: { name: string; email: string; gstin?: string },
): Promise<UpdateProfileResult> {
  const gstinAllowed = await gstinAllowedOn(db, user.websiteId);
  if (values.gstin && !gstinAllowed) return { ok: false, reason: "gstinNotTaken" };
  const saved = await db
    .updateTable("users")
    .set({ name: values.name, email: values.email || null, ...(gstinAllowed && values.gstin !== undefined ? { gstin: values.gstin || null } : {}) })
    .where("id", "=", user.id)
    .returning(["name", "email", "phone", "gstin"])
    .executeTakeFirstOrThrow();
  return { ok: true, profile: profileOf(saved, gstinAllowed) };
}

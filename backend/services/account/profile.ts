import type { Kysely } from "kysely";
import type { Database, UserRow } from "@/backend/db/schema";
import type { Profile } from "@/lib/api/schemas/account";

export const PROFILE_SAVED = "Your details have been saved";

export const profileOf = (user: Pick<UserRow, "name" | "email" | "phone">): Profile => ({
  name: user.name ?? "",
  email: user.email ?? "",
  phone: user.phone,
});

/** Name and email only: the phone is the sign-in identity and changes only through a new OTP sign-in. */
export async function updateProfile(db: Kysely<Database>, userId: number, values: { name: string; email: string }): Promise<Profile> {
  const user = await db
    .updateTable("users")
    .set({ name: values.name, email: values.email || null })
    .where("id", "=", userId)
    .returning(["name", "email", "phone"])
    .executeTakeFirstOrThrow();
  return profileOf(user);
}

import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { pincodeAnswer } from "@/backend/services/pincodes";
import type { SignedInCustomer } from "./owner";

/** The pincode of the customer's default address on this website, when the website delivers there. */
export async function defaultAddressPincode(db: Kysely<Database>, owner: SignedInCustomer): Promise<string | null> {
  const address = await db
    .selectFrom("addresses")
    .select("pincode")
    .where("user_id", "=", owner.userId)
    .where("website_id", "=", owner.websiteId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  if (!address) return null;
  return (await pincodeAnswer(db, owner.websiteId, address.pincode)).serviceable ? address.pincode : null;
}

/**
 * A session with no pincode chosen takes its customer's default-address pincode, so a shopper is not
 * asked for a pincode they saved. A pincode already chosen is kept. Answers the session's pincode.
 */
export async function adoptDefaultPincode(db: Kysely<Database>, session: { id: number; pincode: string | null }, owner: SignedInCustomer): Promise<string | null> {
  if (session.pincode) return session.pincode;
  const pincode = await defaultAddressPincode(db, owner);
  if (pincode) await db.updateTable("sessions").set({ pincode }).where("id", "=", session.id).where("pincode", "is", null).execute();
  return pincode;
}

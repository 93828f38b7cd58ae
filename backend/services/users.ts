import type { Kysely } from "kysely";
import type { Database, UserRow } from "@/backend/db/schema";
import { mayRunWebsite } from "./console/may-run-website";

/**
 * The signed-in user as the storefront sees it on one website. `canOpenConsole` follows the console's
 * own rule (this website's staff, or a superadmin), so the account menu offers Administration only
 * where it opens. It is visitor data: never part of a shared page.
 */
export async function userWire(db: Kysely<Database>, user: UserRow, websiteId: number) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    superadmin: user.superadmin === 1,
    hasAdminAccess: user.has_admin_access === 1,
    isSalesAgent: user.is_sales_agent === 1,
    canOpenConsole: await mayRunWebsite(db, user, websiteId),
  };
}

/**
 * Holds the user's row until the caller's transaction ends. A customer's own records (address book,
 * wishlists) are read, checked and written under it, so two requests from the same customer at once
 * (two tabs, a double tap) take turns instead of both acting on what they read before the other wrote.
 */
export async function lockUser(trx: Kysely<Database>, userId: number) {
  await trx
    .updateTable("users")
    .set((eb) => ({ phone: eb.ref("phone") }))
    .where("id", "=", userId)
    .execute();
}

import type { Kysely } from "kysely";
import { inTransaction } from "@/backend/db/in-transaction";
import type { Database } from "@/backend/db/schema";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { findUserByPhone } from "@/backend/services/auth/sign-in";
import type { Result } from "@/backend/services/result";
import type { StaffMember } from "@/lib/api/schemas/console/staff";
import { staffMembers } from "./list";

export type InviteStaffResult = Result<{ member: StaffMember }, "alreadyStaff">;
export type RemoveStaffResult = Result<object, "notStaff" | "removeSelf">;

const who = (user: { name: string | null; phone: string }) => (user.name ? `${user.name} (${user.phone})` : user.phone);

/**
 * Puts the person with this phone number on the website's staff and gives them admin access. A new
 * number gets an account, as registering would make it, so they sign in with the usual code.
 */
export async function inviteStaff(db: Kysely<Database>, actor: AuditActor, invite: { phone: string; name?: string }, now = new Date()): Promise<InviteStaffResult> {
  const outcome = await inTransaction(db, async (trx): Promise<{ ok: true; userId: number } | { ok: false; reason: "alreadyStaff" }> => {
    const existing = await findUserByPhone(trx, invite.phone);
    const user =
      existing ??
      (await trx
        .insertInto("users")
        .values({ name: invite.name || null, phone: invite.phone, email: null, has_admin_access: 1, created_at: now.toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow());
    const onStaff = await trx.selectFrom("website_staff").select("user_id").where("website_id", "=", actor.websiteId).where("user_id", "=", user.id).executeTakeFirst();
    if (onStaff && user.has_admin_access === 1) return { ok: false, reason: "alreadyStaff" };
    if (user.has_admin_access !== 1) await trx.updateTable("users").set({ has_admin_access: 1 }).where("id", "=", user.id).execute();
    if (!onStaff) await trx.insertInto("website_staff").values({ website_id: actor.websiteId, user_id: user.id, created_at: now.toISOString() }).execute();
    await recordAudit(
      trx,
      {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "invite",
        entity: "staff",
        entityId: user.id,
        summary: `Added ${who(user)} to the staff${existing ? "" : " (new account)"}`,
        after: { user_id: user.id, phone: user.phone, has_admin_access: true },
      },
      now,
    );
    return { ok: true, userId: user.id };
  });
  if (!outcome.ok) return outcome;
  const [member] = await staffMembers(db, actor.userId, { websiteId: actor.websiteId, userId: outcome.userId });
  return { ok: true, member };
}

/**
 * Takes a person off the website's staff. Someone left on no website's staff loses admin access
 * altogether (a superadmin keeps theirs: it is not given by staff). No one removes themselves, so a
 * website is never left without the administrator who was running it.
 */
export async function removeStaff(db: Kysely<Database>, actor: AuditActor, userId: number): Promise<RemoveStaffResult> {
  if (userId === actor.userId) return { ok: false, reason: "removeSelf" };
  return inTransaction(db, async (trx) => {
    const [member] = await staffMembers(trx, actor.userId, { websiteId: actor.websiteId, userId });
    if (!member) return { ok: false, reason: "notStaff" } as const;
    await trx.deleteFrom("website_staff").where("website_id", "=", actor.websiteId).where("user_id", "=", userId).execute();
    const elsewhere = await trx.selectFrom("website_staff").select("website_id").where("user_id", "=", userId).executeTakeFirst();
    if (!elsewhere) await trx.updateTable("users").set({ has_admin_access: 0 }).where("id", "=", userId).where("superadmin", "=", 0).execute();
    await recordAudit(trx, {
      websiteId: actor.websiteId,
      actorUserId: actor.userId,
      action: "remove",
      entity: "staff",
      entityId: userId,
      summary: `Removed ${who(member)} from the staff`,
      before: { user_id: userId, phone: member.phone, added_at: member.added_at },
    });
    return { ok: true } as const;
  });
}

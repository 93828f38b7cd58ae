import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { daysAfterEpoch } from "./clock";

interface UserDefinition {
  name: string;
  phone: string;
  email: string;
  superadmin?: number;
  has_admin_access?: number;
  is_sales_agent?: number;
  /** Phone of the sales agent looking after this customer. */
  agentPhone?: string;
}

const USERS: UserDefinition[] = [
  { name: "Ravi Kumar", phone: "9876543211", email: "ravi.agent@example.com", is_sales_agent: 1 },
  { name: "Asha Rao", phone: "9876543210", email: "asha@example.com", agentPhone: "9876543211" },
  { name: "Meera Iyer", phone: "9876543212", email: "meera.admin@example.com", has_admin_access: 1 },
  { name: "Vikram Shah", phone: "9876543213", email: "vikram.super@example.com", superadmin: 1, has_admin_access: 1 },
  { name: "Priya Nair", phone: "9876543214", email: "priya@example.com", agentPhone: "9876543211" },
  { name: "Rahul Verma", phone: "9876543215", email: "rahul@example.com", agentPhone: "9876543211" },
  { name: "Fatima Shaikh", phone: "9876543216", email: "fatima@example.com", agentPhone: "9876543211" },
  { name: "Karan Mehta", phone: "9876543217", email: "karan@example.com" },
];

/** Ids by phone, for the seed steps that give users addresses and orders. */
export async function insertUsers(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, { agentPhone, ...user }] of USERS.entries()) {
    const { id } = await db
      .insertInto("users")
      .values({ ...user, sales_agent_id: agentPhone ? ids.get(agentPhone) : null, created_at: daysAfterEpoch(-200 + index) })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(user.phone, id);
  }
  return ids;
}

/** The demo's admin-access users run every demo website from the console. */
export async function insertStaff(db: Kysely<Database>, websiteIds: number[], userIds: Map<string, number>) {
  const staff = USERS.filter((user) => user.has_admin_access === 1).map((user) => userIds.get(user.phone)!);
  for (const websiteId of websiteIds) {
    for (const userId of staff) {
      await db.insertInto("website_staff").values({ website_id: websiteId, user_id: userId, created_at: daysAfterEpoch(-200) }).execute();
    }
  }
}

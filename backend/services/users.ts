import type { UserRow } from "@/backend/db/schema";

/** The signed-in user as the storefront sees it (spec §3). */
export function userWire(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    superadmin: user.superadmin === 1,
    hasAdminAccess: user.has_admin_access === 1,
    isSalesAgent: user.is_sales_agent === 1,
  };
}

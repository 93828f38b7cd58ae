import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow, WebsiteRow } from "@/backend/db/schema";

export interface InitCartContext {
  db: Kysely<Database>;
  website: WebsiteRow;
  session: SessionRow | null;
  user: UserRow | null;
}

/**
 * The cart shown by GET /api/init. The cart service replaces this body: it should return the same
 * object GET /api/cart answers (cartSchema in lib/api/schemas/cart.ts), or null when there is no cart.
 */
export async function loadInitCart(context: InitCartContext): Promise<Record<string, unknown> | null> {
  void context;
  return null;
}

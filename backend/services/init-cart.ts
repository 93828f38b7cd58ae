import type { Kysely } from "kysely";
import type { Database, SessionRow, UserRow, WebsiteRow } from "@/backend/db/schema";
import { findCart, cartHolderOf } from "./cart/store";
import { viewCart } from "./cart/view";
import type { CatalogueLanguage } from "./translations/catalogue-language";

export interface InitCartContext {
  db: Kysely<Database>;
  website: WebsiteRow;
  session: SessionRow | null;
  user: UserRow | null;
  pincode: string | null;
  /** The language of the cart lines' names (null: the records' own). */
  language?: CatalogueLanguage;
}

/** The cart shown by GET /api/init: the same object GET /api/cart answers, or null when there is no cart. */
export async function loadInitCart(context: InitCartContext): Promise<Record<string, unknown> | null> {
  const { db, website, session, user, pincode, language } = context;
  const holder = cartHolderOf(website.id, user, session);
  const cart = holder ? await findCart(db, holder) : undefined;
  if (!cart) return null;
  return viewCart(db, cart, { pincode, userId: user?.id ?? null, now: new Date(), language });
}

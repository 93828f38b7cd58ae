import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { SignedInCustomer } from "@/backend/services/account/owner";
import { messageChannel } from "@/backend/services/outbound/shopper-messages";
import { shopperText } from "@/backend/services/outbound/shopper-texts";
import type { Result } from "@/backend/services/result";
import { websiteAddress } from "@/backend/services/site-origin";
import { packLabel } from "@/lib/api/schemas/stock";
import { parseLanguages } from "@/lib/i18n/languages";
import { languagePrefix, withLanguagePrefix } from "@/lib/i18n/locale-path";
import { stockOfPacks, withStock } from "./levels";
import { STOCK_ALERT_MESSAGES } from "@/lib/api/schemas/shopper-sentences";

export { STOCK_ALERT_MESSAGES };

export type StockAlertResult = Result<{ message: string }, "noSuchPack" | "inStock">;

/** The shopper asks to be told when an out-of-stock pack of this website returns; asking twice keeps one request. */
export async function requestStockAlert(
  db: Kysely<Database>,
  owner: SignedInCustomer,
  packId: number,
  language: string,
  now = new Date(),
): Promise<StockAlertResult> {
  const pack = await withStock(db.selectFrom("packs"))
    .innerJoin("products", "products.id", "packs.product_id")
    .select("packs.id")
    .where("packs.id", "=", packId)
    .where("products.website_id", "=", owner.websiteId)
    .where("packs.active", "=", 1)
    .where("products.active", "=", 1)
    .executeTakeFirst();
  if (!pack) return { ok: false, reason: "noSuchPack" };
  if (Number(pack.stock) > 0) return { ok: false, reason: "inStock" };
  await db
    .insertInto("stock_alerts")
    .values({ website_id: owner.websiteId, user_id: owner.userId, pack_id: packId, created_at: now.toISOString(), language })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { ok: true, message: STOCK_ALERT_MESSAGES.requested };
}

/** The shopper's open requests on this website, newest first, with what they name. */
export async function openStockAlerts(db: Kysely<Database>, owner: SignedInCustomer) {
  const rows = await db
    .selectFrom("stock_alerts")
    .innerJoin("packs", "packs.id", "stock_alerts.pack_id")
    .innerJoin("products", "products.id", "packs.product_id")
    .select(["stock_alerts.id", "stock_alerts.pack_id", "stock_alerts.created_at", "packs.name as pack_name", "products.name as product_name", "products.slug"])
    .where("stock_alerts.user_id", "=", owner.userId)
    .where("stock_alerts.website_id", "=", owner.websiteId)
    .where("stock_alerts.sent_at", "is", null)
    .orderBy("stock_alerts.id", "desc")
    .execute();
  return { data: rows };
}

/**
 * Tells every shopper waiting on these packs, now back in stock, once: each request is closed by a
 * conditional update before its message goes, so two processes raising stock at once send one message.
 */
export async function sendStockAlerts(db: Kysely<Database>, packIds: number[], now = new Date()): Promise<number> {
  if (packIds.length === 0) return 0;
  const [stock, waiting] = await Promise.all([
    stockOfPacks(db, packIds),
    db
      .selectFrom("stock_alerts")
      .innerJoin("packs", "packs.id", "stock_alerts.pack_id")
      .innerJoin("products", "products.id", "packs.product_id")
      .innerJoin("users", "users.id", "stock_alerts.user_id")
            .select(["stock_alerts.id", "stock_alerts.pack_id", "users.phone", "packs.name as pack_name", "products.name as product_name", "products.slug", "stock_alerts.website_id", "stock_alerts.language"])
      .where("stock_alerts.pack_id", "in", packIds)
      .where("stock_alerts.sent_at", "is", null)
      .execute(),
  ]);
  let sent = 0;
  for (const alert of waiting.filter((row) => (stock.get(row.pack_id) ?? 0) > 0)) {
    const claimed = await db
      .updateTable("stock_alerts")
      .set({ sent_at: now.toISOString() })
      .where("id", "=", alert.id)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const website = await db.selectFrom("websites").selectAll().where("id", "=", alert.website_id).executeTakeFirstOrThrow();
    const { origin } = await websiteAddress(db, website);
    const offered = parseLanguages(website.languages);
    const language = alert.language && offered.includes(alert.language) ? alert.language : offered[0];
    const link = `${origin}${withLanguagePrefix(languagePrefix(language, offered[0]), `/products/${alert.slug}`)}`;
    const item = packLabel(alert.product_name, alert.pack_name);
    await messageChannel().send(alert.phone, await shopperText(language, "backInStock", { item, link }));
    sent += 1;
  }
  return sent;
}

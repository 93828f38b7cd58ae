import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { productChangeTags } from "@/lib/cache/tags";
import { sendStockAlerts } from "./alerts";
import { shownStockChanged } from "./levels";
import type { StockChange } from "./take";

/**
 * What follows a committed stock change: the cached pages whose badges it changes are rebuilt, and
 * shoppers waiting on a pack that came back are told. Neither undoes the change when it fails.
 * Answers how many back-in-stock messages went.
 */
export async function afterStockChanges(db: Kysely<Database>, websiteId: number, changes: StockChange[]): Promise<number> {
  const stale = [...new Set(changes.filter((change) => shownStockChanged(change.before, change.after)).map((change) => change.product_id))];
  await invalidate(stale.flatMap((productId) => productChangeTags(websiteId, productId)));
  const back = changes.filter((change) => change.before <= 0 && change.after > 0).map((change) => change.pack_id);
  try {
    return await sendStockAlerts(db, back);
  } catch (error) {
    console.error("Back-in-stock messages failed", back, error);
    return 0;
  }
}

import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { invalidate } from "@/backend/cache/invalidation";
import { inTransaction } from "@/backend/db/in-transaction";
import { recordAudit, type AuditActor } from "@/backend/services/audit/record-audit";
import { discountPercent } from "@/backend/services/operator/create-product";
import { afterStockChanges } from "@/backend/services/stock/after-change";
import { productChangeTags } from "@/lib/cache/tags";
import type { PackImportChange, PackImportReport } from "@/lib/api/schemas/console/pack-import";
import { loadPackSheet } from "./pack-sheet";
import { planPackImport, type PackWrite } from "./plan-import";

/** Rows per statement when many ids are named at once (well below every database's bound-parameter limit). */
const ID_BATCH = 500;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** "price ×3, stock: Main ×1": which fields the import changed and how often. */
function fieldCounts(changes: PackImportChange[]) {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(change.field, (counts.get(change.field) ?? 0) + 1);
  return [...counts].map(([field, count]) => `${field} ×${count}`).join(", ");
}

function reportMessage(dryRun: boolean, imported: boolean, packs: number, errors: number) {
  if (errors > 0) return `${plural(errors, "problem")} in the file; nothing was imported`;
  if (packs === 0) return "The file changes nothing";
  return dryRun ? `Importing would change ${plural(packs, "pack")}` : imported ? `Changed ${plural(packs, "pack")}` : "";
}

async function writePlan(trx: Kysely<Database>, writes: PackWrite[], now: string) {
  for (const { pack, fields } of writes) {
    if (!fields) continue;
    await trx
      .updateTable("packs")
      .set({ ...fields, discount: discountPercent(fields.price, fields.act_price) })
      .where("id", "=", pack.id)
      .execute();
  }
  for (const { pack, stock } of writes) {
    for (const change of stock) {
      await trx
        .insertInto("pack_stock")
        .values({ pack_id: pack.id, warehouse_id: change.warehouse_id, quantity: change.after, updated_at: now })
        .onConflict((oc) => oc.columns(["pack_id", "warehouse_id"]).doUpdateSet({ quantity: change.after, updated_at: now }))
        .execute();
    }
  }
  const products = [...new Set(writes.map((write) => write.pack.product_id))];
  for (let start = 0; start < products.length; start += ID_BATCH) {
    await trx.updateTable("products").set({ updated_at: now }).where("id", "in", products.slice(start, start + ID_BATCH)).execute();
  }
  return products;
}

/**
 * Imports a packs CSV into the actor's website: MRP, price, GTIN, active flag and stock per warehouse,
 * matched by SKU (the pack id). A dry run only reports. A real import reads the file again against
 * the packs as they are now and writes every change in one transaction with one audit entry, or
 * nothing at all when any line is refused.
 */
export async function importPacksCsv(db: Kysely<Database>, actor: AuditActor, text: string, dryRun: boolean, now = new Date()): Promise<PackImportReport> {
  const report = (plan: { changes: PackImportChange[]; errors: PackImportReport["errors"]; writes: PackWrite[] }, imported: boolean): PackImportReport => ({
    dry_run: dryRun,
    imported,
    packs_changed: plan.writes.length,
    changes: plan.changes,
    errors: plan.errors,
    message: reportMessage(dryRun, imported, plan.writes.length, plan.errors.length),
  });
  if (dryRun) return report(planPackImport(text, await loadPackSheet(db, actor.websiteId)), false);

  const written = await inTransaction(db, async (trx) => {
    const plan = planPackImport(text, await loadPackSheet(trx, actor.websiteId));
    if (plan.errors.length > 0 || plan.writes.length === 0) return { plan, products: [] };
    const products = await writePlan(trx, plan.writes, now.toISOString());
    const byPack = new Map<number, PackImportChange[]>();
    for (const change of plan.changes) byPack.set(change.pack_id, [...(byPack.get(change.pack_id) ?? []), change]);
    const changedFields = (write: PackWrite) => byPack.get(write.pack.id) ?? [];
    await recordAudit(
      trx,
      {
        websiteId: actor.websiteId,
        actorUserId: actor.userId,
        action: "import",
        entity: "pack",
        entityId: null,
        summary: `CSV import: ${plural(plan.writes.length, "pack")} changed (${fieldCounts(plan.changes)})`,
        before: Object.fromEntries(plan.writes.map((write) => [write.pack.id, Object.fromEntries(changedFields(write).map((change) => [change.field, change.before]))])),
        after: Object.fromEntries(plan.writes.map((write) => [write.pack.id, Object.fromEntries(changedFields(write).map((change) => [change.field, change.after]))])),
      },
      now,
    );
    return { plan, products };
  });
  const { plan, products } = written;
  if (products.length > 0) {
    await invalidate(products.flatMap((productId) => productChangeTags(actor.websiteId, productId)));
    const shownStock = plan.writes.flatMap(({ pack, stock }) =>
      stock.filter((change) => change.warehouse_id === pack.warehouse_id).map((change) => ({ pack_id: pack.id, product_id: pack.product_id, before: change.before, after: change.after })),
    );
    await afterStockChanges(db, actor.websiteId, shownStock);
  }
  return report(plan, products.length > 0);
}

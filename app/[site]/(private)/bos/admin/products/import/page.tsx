import type { Metadata } from "next";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PACK_CSV_HREF } from "@/lib/api/console/pack-import";
import { PackImport } from "@/components/console/pack-import";

export const metadata: Metadata = { title: "Import packs" };

export default async function ConsolePackImportPage() {
  await requireConsoleAccess();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Import packs from CSV</h1>
      <p className="max-w-prose text-sm text-fg-muted">
        Start from the <a href={PACK_CSV_HREF} download className="font-semibold text-brand underline">exported CSV</a>. Packs are matched by their sku; the
        file can change the MRP, price, GTIN, active (yes or no) and the stock on each warehouse. An empty cell leaves its value as it is (an empty GTIN
        removes it). The product, slug and label columns are not imported. Nothing is written until you confirm.
      </p>
      <PackImport />
    </div>
  );
}

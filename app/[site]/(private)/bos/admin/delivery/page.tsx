import type { Metadata } from "next";
import { fetchConsoleWarehouses } from "@/lib/api/console/delivery";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { WarehouseForm } from "@/components/console/delivery/warehouse-form";
import { WarehouseTable } from "@/components/console/delivery/warehouse-table";

export const metadata: Metadata = { title: "Delivery", robots: { index: false } };

export default async function ConsoleDeliveryPage() {
  await requireConsoleAccess();
  const list = await fetchConsoleWarehouses(serverFetch);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Delivery</h1>
      <p className="text-sm text-fg-muted">
        Each warehouse delivers to its pincodes, with their charge, free-delivery threshold and cash on delivery, in its daily slots. Open a warehouse to change them.
      </p>
      <WarehouseTable rows={list.data} />
      <section aria-labelledby="new-warehouse-heading" className="flex flex-col gap-3">
        <h2 id="new-warehouse-heading" className="text-lg font-semibold">
          Add a warehouse
        </h2>
        <WarehouseForm />
      </section>
    </div>
  );
}

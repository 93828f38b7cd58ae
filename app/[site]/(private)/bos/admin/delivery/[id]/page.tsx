import type { Metadata } from "next";
import Link from "next/link";
import { fetchConsoleWarehouse } from "@/lib/api/console/delivery";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { AddAreasForm } from "@/components/console/delivery/add-areas-form";
import { AreaTable } from "@/components/console/delivery/area-table";
import { CONSOLE_DELIVERY_PATH } from "@/components/console/delivery/delivery-paths";
import { SlotForm } from "@/components/console/delivery/slot-form";
import { WarehouseForm } from "@/components/console/delivery/warehouse-form";

export const metadata: Metadata = { title: "Warehouse delivery", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

export default async function ConsoleWarehousePage({ params }: Props) {
  await requireConsoleAccess();
  const warehouse = await recordOrNotFound((await params).id, (id) => fetchConsoleWarehouse(serverFetch, id));
  return (
    <div className="flex flex-col gap-6">
      <Link href={CONSOLE_DELIVERY_PATH} className="text-sm text-brand underline-offset-2 hover:underline">
        All warehouses
      </Link>
      <h1 className="text-2xl font-bold text-fg">{warehouse.name}</h1>
      <WarehouseForm warehouse={warehouse} />
      <section aria-labelledby="areas-heading" className="flex flex-col gap-3">
        <h2 id="areas-heading" className="text-lg font-semibold">
          Delivery areas ({warehouse.areas.length})
        </h2>
        <AreaTable warehouseId={warehouse.id} areas={warehouse.areas} />
      </section>
      <section aria-labelledby="add-areas-heading" className="flex flex-col gap-3">
        <h2 id="add-areas-heading" className="text-lg font-semibold">
          Add pincodes
        </h2>
        <AddAreasForm warehouseId={warehouse.id} />
      </section>
      <section aria-labelledby="slots-heading" className="flex flex-col gap-3">
        <h2 id="slots-heading" className="text-lg font-semibold">
          Delivery slots
        </h2>
        <p className="text-sm text-fg-muted">Daily windows. An order placed before a slot&apos;s cutoff gets it the same day.</p>
        {warehouse.slots.map((slot) => (
          <SlotForm key={slot.id} warehouseId={warehouse.id} slot={slot} />
        ))}
        <h3 className="font-semibold">Add a slot</h3>
        <SlotForm warehouseId={warehouse.id} />
      </section>
    </div>
  );
}

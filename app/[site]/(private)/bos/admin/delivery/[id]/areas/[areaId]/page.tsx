import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { fetchConsoleWarehouse } from "@/lib/api/console/delivery";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { AreaForm } from "@/components/console/delivery/area-form";
import { consoleWarehousePath } from "@/components/console/delivery/delivery-paths";

export const metadata: Metadata = { title: "Delivery area", robots: { index: false } };

type Props = { params: Promise<{ id: string; areaId: string }> };

export default async function ConsoleDeliveryAreaPage({ params }: Props) {
  await requireConsoleAccess();
  const { id, areaId } = await params;
  const warehouse = await recordOrNotFound(id, (warehouseId) => fetchConsoleWarehouse(serverFetch, warehouseId));
  const area = warehouse.areas.find((candidate) => String(candidate.id) === areaId) ?? notFound();
  return (
    <div className="flex flex-col gap-5">
      <Link href={consoleWarehousePath(warehouse.id)} className="text-sm text-brand underline-offset-2 hover:underline">
        {warehouse.name}
      </Link>
      <h1 className="text-2xl font-bold text-fg">Delivery to {area.pincode}</h1>
      {area.city && (
        <p className="text-sm text-fg-muted">
          {area.city}, {area.state}
        </p>
      )}
      <AreaForm warehouseId={warehouse.id} area={area} />
    </div>
  );
}

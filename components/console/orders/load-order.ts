import "server-only";
import { cache } from "react";
import { fetchConsoleOrder } from "@/lib/api/console/orders";
import type { ConsoleOrderDetail } from "@/lib/api/schemas/console/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { recordOrNotFound } from "@/lib/record-or-not-found";

/** The website's order for a console page, once per request; another website's is a missing page. */
export const loadConsoleOrder = cache(async (id: string): Promise<ConsoleOrderDetail> => {
  await requireConsoleAccess();
  return recordOrNotFound(id, (orderId) => fetchConsoleOrder(serverFetch, orderId));
});

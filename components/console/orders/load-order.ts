import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ApiRequestError } from "@/lib/api/client";
import { fetchConsoleOrder } from "@/lib/api/console/orders";
import type { ConsoleOrderDetail } from "@/lib/api/schemas/console/orders";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { parseOrderId } from "@/lib/order-id";

/** The website's order for a console page, once per request; another website's is a missing page. */
export const loadConsoleOrder = cache(async (id: string): Promise<ConsoleOrderDetail> => {
  await requireConsoleAccess();
  const orderId = parseOrderId(id) ?? notFound();
  try {
    return await fetchConsoleOrder(serverFetch, orderId);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

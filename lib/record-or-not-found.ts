import "server-only";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { parseOrderId } from "@/lib/order-id";

/**
 * A page's record by the id in its address (an order, a product, a coupon): an id that is no number,
 * or a record that is someone else's or another website's (the API's 404), is a missing page.
 */
export async function recordOrNotFound<Record>(id: string, load: (id: number) => Promise<Record>): Promise<Record> {
  const recordId = parseOrderId(id) ?? notFound();
  try {
    return await load(recordId);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

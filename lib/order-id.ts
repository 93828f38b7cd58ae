import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";

/** An order id from a URL: a positive whole number of at most 10 digits, else null. */
export function parseOrderId(text: unknown): number | null {
  return typeof text === "string" && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The {id} of an order page; anything else is a missing page. */
export async function orderIdParam(params: Promise<{ id: string }>): Promise<number> {
  return parseOrderId((await params).id) ?? notFound();
}

/** An order page's order: an id that is no order, or someone else's (the API's 404), is a missing page. */
export async function orderOrNotFound<Order>(id: string, fetchOne: (orderId: number) => Promise<Order>): Promise<Order> {
  const orderId = parseOrderId(id) ?? notFound();
  try {
    return await fetchOne(orderId);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

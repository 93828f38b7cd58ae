import { notFound } from "next/navigation";

/** An order id from a URL: a positive whole number of at most 10 digits, else null. */
export function parseOrderId(text: unknown): number | null {
  return typeof text === "string" && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The {id} of an order page; anything else is a missing page. */
export async function orderIdParam(params: Promise<{ id: string }>): Promise<number> {
  return parseOrderId((await params).id) ?? notFound();
}

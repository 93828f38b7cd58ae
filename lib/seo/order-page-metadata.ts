import type { Metadata } from "next";

/** An order page's title (its number, or just "Order" when it cannot be read); never indexed. */
export async function orderPageMetadata(order: Promise<{ order_number: string }>): Promise<Metadata> {
  const found = await order.catch(() => null);
  return { title: found ? `Order ${found.order_number}` : "Order", robots: { index: false } };
}

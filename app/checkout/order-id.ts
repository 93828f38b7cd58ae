import { notFound } from "next/navigation";

/** The {id} of a payment page: a positive whole number, or the page does not exist. */
export async function orderIdParam(params: Promise<{ id: string }>): Promise<number> {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return Number(id);
}

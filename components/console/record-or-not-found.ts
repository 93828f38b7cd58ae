import "server-only";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";

/** A console page's record by the id in its address; a malformed id or another website's record is a missing page. */
export async function recordOrNotFound<T>(id: string, load: (id: number) => Promise<T>): Promise<T> {
  if (!/^\d{1,9}$/.test(id)) notFound();
  try {
    return await load(Number(id));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

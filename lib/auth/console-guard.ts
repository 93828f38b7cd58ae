import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ApiRequestError } from "@/lib/api/client";
import { fetchConsoleContext } from "@/lib/api/console/context";
import type { ConsoleContext } from "@/lib/api/schemas/console/context";
import { serverFetch } from "@/lib/api/server-transport";

/**
 * Console pages exist only for the website's administrators: the API decides (on the server, for
 * this request's session and website), and anyone else gets the ordinary 404 page, guests included.
 */
export const requireConsoleAccess = cache(async (): Promise<ConsoleContext> => {
  try {
    return await fetchConsoleContext(serverFetch);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) notFound();
    throw error;
  }
});

import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { fetchInit } from "./init";
import { createServerFetch } from "./server-transport";

/**
 * The visitor's init, for private pages (account, checkout, order, auth) only: it reads the request,
 * so a page that calls it is rendered per request and never cached. Public pages read the website's
 * public data (./public-data.ts) and leave the visitor to the browser.
 */
export const getInit = cache(async () => fetchInit(createServerFetch(await headers())));

import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { fetchInit } from "./init";
import { fetchPageData } from "./pages";
import { fetchProduct, fetchProducts } from "./products";
import type { ProductQuery } from "./schemas";
import { createServerFetch, serverFetch } from "./server-transport";

/**
 * Per request, each of these is fetched once and shared by the layout and the pages.
 * The request headers are read before any error handling so Next still sees the dynamic usage.
 */
export const getInit = cache(async () => fetchInit(createServerFetch(await headers())));
export const getPageData = cache((path: string) => fetchPageData(serverFetch, path));
export const getProduct = cache((slug: string) => fetchProduct(serverFetch, slug));
export const getProducts = cache((query: ProductQuery) => fetchProducts(serverFetch, query));

import "server-only";
import { cache } from "react";
import { fetchInit } from "./init";
import { fetchPageData } from "./pages";
import { fetchProduct, fetchProducts } from "./products";
import type { ProductQuery } from "./schemas";
import { serverFetch } from "./server-transport";

/** Per request, each of these is fetched once and shared by the layout and the pages. */
export const getInit = cache(() => fetchInit(serverFetch));
export const getPageData = cache((path: string) => fetchPageData(serverFetch, path));
export const getProduct = cache((slug: string) => fetchProduct(serverFetch, slug));
export const getProducts = cache((query: ProductQuery) => fetchProducts(serverFetch, query));

import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "../client";
import { photoUploadInit } from "./photo-upload";
import type { TaxonomyBodies, TaxonomyKind, TaxonomyRecords } from "../schemas/console/taxonomy";

/** The contract's reply names of each kind's calls. */
const REPLIES = {
  categories: { list: "consoleCategoryList", record: "consoleCategory", saved: "consoleCategorySaved" },
  brands: { list: "consoleBrandList", record: "consoleBrand", saved: "consoleBrandSaved" },
  suppliers: { list: "consoleSupplierList", record: "consoleSupplier", saved: "consoleSupplierSaved" },
} as const;

type Page<K extends TaxonomyKind> = { data: TaxonomyRecords[K][]; meta: { total: number; page: number; perPage: number } };
type Saved<K extends TaxonomyKind> = { record: TaxonomyRecords[K]; message: string };

export const fetchTaxonomyList = async <K extends TaxonomyKind>(api: ApiFetch, kind: K, query: Record<string, string>) =>
  (await requestJson(api, `/api/console/${kind}${queryString(query)}`, REPLIES[kind].list)) as Page<K>;

export const fetchTaxonomyRecord = async <K extends TaxonomyKind>(api: ApiFetch, kind: K, id: number) =>
  (await requestJson(api, `/api/console/${kind}/${id}`, REPLIES[kind].record)) as TaxonomyRecords[K];

/** Adds a record (id null) or rewrites one. */
export const saveTaxonomyRecord = async <K extends TaxonomyKind>(api: ApiFetch, kind: K, id: number | null, body: TaxonomyBodies[K]) =>
  (await requestJson(api, id === null ? `/api/console/${kind}` : `/api/console/${kind}/${id}`, REPLIES[kind].saved, jsonRequestInit(body, id === null ? "POST" : "PUT"))) as Saved<K>;

export const uploadTaxonomyPicture = async <K extends TaxonomyKind>(api: ApiFetch, kind: K, id: number, photo: File) =>
  (await requestJson(api, `/api/console/${kind}/${id}/photo`, REPLIES[kind].saved, photoUploadInit(photo))) as Saved<K>;

import Link from "next/link";
import { fetchCatalogueOptions } from "@/lib/api/console/products";
import { fetchTaxonomyList, fetchTaxonomyRecord } from "@/lib/api/console/taxonomy";
import { fetchRecordTranslations } from "@/lib/api/console/translations";
import { serverFetch } from "@/lib/api/server-transport";
import { TAXONOMY_NOUNS, type TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { recordOrNotFound } from "@/lib/record-or-not-found";
import { buttonClass } from "@/components/ui/button";
import { PageLinks } from "@/components/ui/page-links";
import { FilterActions, FilterInput } from "../filter-fields";
import { cleanQuery } from "../orders/order-list-url";
import { RecordTranslationsForm } from "../record-translations";
import { TaxonomyForm } from "./taxonomy-form";
import { taxonomyListPath } from "./taxonomy-paths";
import { TaxonomyPicture } from "./taxonomy-picture";
import { TaxonomyTable } from "./taxonomy-table";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/*
 * The pages of categories, brands and suppliers, one of each per kind; the app's route files only name
 * the kind. Each asks the server whether the visitor may use the console before anything else.
 */

/** The list: a search on the name and the page, both in the page address. */
export async function TaxonomyListPage({ kind, searchParams }: { kind: TaxonomyKind; searchParams: SearchParams }) {
  await requireConsoleAccess();
  const query = cleanQuery(await searchParams);
  const list = await fetchTaxonomyList(serverFetch, kind, query);
  const { one, title } = TAXONOMY_NOUNS[kind];
  const listPath = taxonomyListPath(kind);
  const pageHref = (page: number) => `${listPath}?${new URLSearchParams({ ...query, page: String(page) })}`;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        <p className="text-sm text-fg-muted">{list.meta.total === 1 ? `1 ${one}` : `${list.meta.total} ${kind}`}</p>
        <Link href={`${listPath}/new`} className={buttonClass("primary")}>
          Add a {one}
        </Link>
      </header>
      <form method="get" action={listPath} role="search" aria-label={`Search ${kind}`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterInput name="q" label="Name" type="search" value={query.q} />
        <FilterActions clearHref={listPath} />
      </form>
      <TaxonomyTable kind={kind} rows={list.data} />
      <PageLinks page={list.meta.page} totalPages={Math.max(1, Math.ceil(list.meta.total / list.meta.perPage))} href={pageHref} />
    </div>
  );
}

/** A category may sit under any of the website's categories; the server refuses a loop. */
const parentChoices = async (kind: TaxonomyKind) => (kind === "categories" ? (await fetchCatalogueOptions(serverFetch)).categories : []);

export async function NewTaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  await requireConsoleAccess();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Add a {TAXONOMY_NOUNS[kind].one}</h1>
      <p className="text-sm text-fg-muted">Save it first, then add its {TAXONOMY_NOUNS[kind].picture.toLowerCase()}.</p>
      <TaxonomyForm kind={kind} parents={await parentChoices(kind)} />
    </div>
  );
}

const TRANSLATED_RECORD_OF = { categories: "category", brands: "brand", suppliers: "supplier" } as const;

export async function EditTaxonomyPage({ kind, params }: { kind: TaxonomyKind; params: Promise<{ id: string }> }) {
  await requireConsoleAccess();
  const [record, parents] = await Promise.all([recordOrNotFound((await params).id, (id) => fetchTaxonomyRecord(serverFetch, kind, id)), parentChoices(kind)]);
  const translations = await fetchRecordTranslations(serverFetch, TRANSLATED_RECORD_OF[kind], record.id);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{record.name}</h1>
      <TaxonomyForm kind={kind} record={record} parents={parents} />
      <RecordTranslationsForm translations={translations} label="Translations" />
      <TaxonomyPicture kind={kind} id={record.id} name={record.name} image={record.image} />
    </div>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getSiteProducts, getSiteSitemap, getSiteSuggestions } from "@/lib/api/public-data";
import { PRODUCTS_PER_PAGE } from "@/lib/api/schemas";
import { categoryChoices, defaultSizePage, productsHref, splitSlugs } from "@/lib/catalogue-filters";
import { getTranslations } from "next-intl/server";
import { catalogueNames, isMissingList, knownFilters, listHeading, listSubject } from "@/lib/catalogue-names";
import { pageMetadata } from "@/lib/seo/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { queryOfSegment } from "@/lib/site/list-segment";
import { siteOf, siteOrigin, type SiteParams } from "@/lib/site/page-site";
import type { SiteRef } from "@/lib/site/segment";
import type { ProductQuery, SiteData } from "@/lib/api/schemas";
import { getSupplierOptions } from "@/lib/suppliers";
import { ActiveFilters, filterChips } from "@/components/catalogue/active-filters";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { EmptyState } from "@/components/catalogue/empty-state";
import { FilterSidebar } from "@/components/catalogue/filter-sidebar";
import { MobileFiltersButton } from "@/components/catalogue/mobile-filters-button";
import { ListToggles } from "@/components/catalogue/list-toggles";
import { Pagination } from "@/components/catalogue/pagination";
import { SortSelect } from "@/components/catalogue/sort-select";
import { ProductGrid } from "@/components/product/product-grid";

/** The list's client islands (filters, sort, page size) speak these. */
/** /products?… as proxy.ts rewrites it: the canonical query travels in the segment (lib/site/list-segment.ts). */
type Props = { params: Promise<SiteParams & { query: string }> };

/** How many of the website's top categories (in its own order) an empty result offers. */
const POPULAR_CATEGORIES = 6;

/** Public: built from the website's data only, the same for everyone (no request data may be read). */
export const dynamic = "error";

export function generateStaticParams() {
  return [];
}

async function loadNames(ref: SiteRef, site: SiteData) {
  // The filters need a supplier's name and slug only; its pictures and link would ride along in the page data.
  const [cards, sitemap] = await Promise.all([getSupplierOptions(ref), getSiteSitemap(ref)]);
  const suppliers = cards.map(({ name, slug }) => ({ name, slug }));
  const { categories, brands } = site;
  // The home page's cards may name only some suppliers; the sitemap knows every one that has products.
  const known = { categories, brands, suppliers: [...suppliers, ...sitemap.suppliers] };
  return { suppliers, categories, brands, known, names: catalogueNames(categories, brands, suppliers) };
}

/** The query the page speaks of: made-up filter values are left out of its words, links and canonical. */
async function readQuery(params: Props["params"]) {
  const asked = queryOfSegment((await params).query);
  const { ref, site, language } = await siteOf(params);
  const [catalogue, list] = await Promise.all([loadNames(ref, site), loadList(ref, asked)]);
  const { query, dropped } = knownFilters(asked, catalogue.known);
  return { ref, site, language, catalogue, list, query, dropped };
}

/** The page of products the list shows (the metadata asks the same, answered from the same cache). */
function loadList(ref: SiteRef, query: ProductQuery) {
  return getSiteProducts(ref, { ...query, perPage: query.perPage ?? PRODUCTS_PER_PAGE, page: query.page ?? 1 });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, language, catalogue, list, query, dropped } = await readQuery(params);
  const { names } = catalogue;
  const [t, english] = await Promise.all([getTranslations({ locale: language, namespace: "Catalogue" }), getTranslations({ locale: "en", namespace: "Catalogue" })]);
  const heading = listHeading(query, names, t);
  const page = query.page ?? 1;
  // Each page of a list is canonical to itself; sort orders are the same page in another order, and
  // another page size is the default-size page that starts with the same product.
  const canonical = productsHref({ q: query.q, c: query.c, b: query.b, s: query.s, page: defaultSizePage(page, query.perPage ?? PRODUCTS_PER_PAGE) });
  const siteName = site.web.name;
  return pageMetadata({
    site,
    origin: siteOrigin(site),
    path: canonical,
    language,
    title: page > 1 ? t("pageTitle", { heading, page }) : heading,
    description: query.q
      ? `Products matching “${query.q}” at ${siteName}. Compare pack sizes and prices in ₹.`
      : `Shop ${listSubject(query, names, english)} online at ${siteName}. Compare pack sizes and prices in ₹ and pick a delivery slot.`,
    // Search results, filter combinations that show nothing and made-up filter values are not pages to index.
    noindex: Boolean(query.q) || list.meta.total === 0 || dropped,
  });
}

export default async function ProductsPage({ params }: Props) {
  const { ref, site, language, catalogue, list, query, dropped } = await readQuery(params);
  const t = await getTranslations({ locale: language, namespace: "Catalogue" });
  const { suppliers, categories, brands, names } = catalogue;
  const perPage = query.perPage ?? PRODUCTS_PER_PAGE;
  const page = query.page ?? 1;
  if (isMissingList(page, perPage, list.meta.total, dropped)) notFound();
  const origin = siteOrigin(site);
  const heading = listHeading(query, names, t);
  const chips = filterChips(query, names);
  const filterCount = splitSlugs(query.c).length + splitSlugs(query.b).length + splitSlugs(query.s).length;
  const crumbs = [{ name: t("home"), href: "/" }, { name: t("products"), href: "/products" }, ...(heading !== t("allProducts") ? [{ name: heading }] : [])];
  const first = list.meta.total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(list.meta.total, page * perPage);
  const nothingFound = list.data.length === 0;
  const didYouMean = nothingFound && query.q ? (await getSiteSuggestions(ref, query.q)).did_you_mean : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <JsonLdScript data={breadcrumbJsonLd(origin, crumbs)} />
      <Breadcrumbs items={crumbs} className="mb-4" />
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t("productFilters")} className="hidden lg:block">
            <FilterSidebar query={query} categories={categoryChoices(categories)} brands={brands} suppliers={suppliers} />
        </aside>
        <div className="min-w-0">
          <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
              <p className="mt-1 text-sm text-fg-muted" aria-live="polite">
                {list.meta.total === 0 ? t("noProducts") : t("showing", { first, last, total: list.meta.total })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
                <MobileFiltersButton query={query} categories={categoryChoices(categories)} brands={brands} suppliers={suppliers} />
                <ListToggles query={query} />
                <SortSelect query={query} />
            </div>
          </div>
          {chips.length > 0 && (
            <div className="mb-5">
              <ActiveFilters query={query} chips={chips} />
            </div>
          )}
          {nothingFound ? (
            <EmptyState
              searched={query.q}
              hasFilters={filterCount > 0}
              didYouMean={didYouMean}
              popularCategories={categories.slice(0, POPULAR_CATEGORIES)}
            />
          ) : (
            <>
              <ProductGrid products={list.data} />
              <div className="mt-8">
                  <Pagination query={query} total={list.meta.total} perPage={perPage} page={page} />
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

import type { ExternalField } from "@puckeditor/core";
import { browserFetch } from "@/lib/api/browser-transport";
import { fetchTaxonomyList } from "@/lib/api/console/taxonomy";
import type { TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";

/** A carousel's category, brand or supplier, chosen from this website's catalogue by name; the block keeps its slug. */
export function cataloguePicker(kind: TaxonomyKind, placeholder: string): ExternalField<string> {
  return {
    type: "external",
    placeholder,
    showSearch: true,
    fetchList: async ({ query }) => {
      const page = await fetchTaxonomyList(browserFetch, kind, { q: query, perPage: "20" });
      return page.data.map((record) => ({ name: record.name, slug: record.slug }));
    },
    mapRow: (row: { name: string; slug: string }) => ({ Name: row.name, Address: row.slug }),
    mapProp: (row: { slug: string }) => row.slug,
    getItemSummary: (slug) => slug,
  };
}

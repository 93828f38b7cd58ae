import type { Metadata } from "next";
import { TaxonomyListPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Categories", robots: { index: false } };

export default function ConsoleCategoriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TaxonomyListPage kind="categories" searchParams={searchParams} />;
}

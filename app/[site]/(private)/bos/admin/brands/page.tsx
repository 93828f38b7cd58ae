import type { Metadata } from "next";
import { TaxonomyListPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Brands", robots: { index: false } };

export default function ConsoleBrandsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TaxonomyListPage kind="brands" searchParams={searchParams} />;
}

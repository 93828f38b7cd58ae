import type { Metadata } from "next";
import { TaxonomyListPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Suppliers", robots: { index: false } };

export default function ConsoleSuppliersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TaxonomyListPage kind="suppliers" searchParams={searchParams} />;
}

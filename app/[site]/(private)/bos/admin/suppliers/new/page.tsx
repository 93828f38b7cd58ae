import type { Metadata } from "next";
import { NewTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Add a supplier" };

export default function NewSuppliersPage() {
  return <NewTaxonomyPage kind="suppliers" />;
}

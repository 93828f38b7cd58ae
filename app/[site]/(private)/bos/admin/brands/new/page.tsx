import type { Metadata } from "next";
import { NewTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Add a brand" };

export default function NewBrandsPage() {
  return <NewTaxonomyPage kind="brands" />;
}

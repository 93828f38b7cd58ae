import type { Metadata } from "next";
import { NewTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Add a category" };

export default function NewCategoriesPage() {
  return <NewTaxonomyPage kind="categories" />;
}

import type { Metadata } from "next";
import { EditTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Edit a category" };

export default function EditCategoriesPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditTaxonomyPage kind="categories" params={params} />;
}

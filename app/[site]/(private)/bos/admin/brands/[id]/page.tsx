import type { Metadata } from "next";
import { EditTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Edit a brand" };

export default function EditBrandsPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditTaxonomyPage kind="brands" params={params} />;
}

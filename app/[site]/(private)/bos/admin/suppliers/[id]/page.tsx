import type { Metadata } from "next";
import { EditTaxonomyPage } from "@/components/console/taxonomy/taxonomy-pages";

export const metadata: Metadata = { title: "Edit a supplier" };

export default function EditSuppliersPage({ params }: { params: Promise<{ id: string }> }) {
  return <EditTaxonomyPage kind="suppliers" params={params} />;
}

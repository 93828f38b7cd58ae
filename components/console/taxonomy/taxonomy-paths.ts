import type { TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";

export const taxonomyListPath = (kind: TaxonomyKind) => `/bos/admin/${kind}`;
export const taxonomyRecordPath = (kind: TaxonomyKind, id: number) => `${taxonomyListPath(kind)}/${id}`;

import { taxonomyListQuerySchema, taxonomySchemas, type TaxonomyBodies, type TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";

export const taxonomyQueryWireSchema = taxonomyListQuerySchema;

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
function wireSchemas<K extends TaxonomyKind>(kind: K, name: string, example: TaxonomyBodies[K]) {
  const schemas = taxonomySchemas[kind];
  return {
    record: schemas.record.clone().openapi(`Console${name}`),
    list: schemas.list.clone().openapi(`Console${name}List`),
    saved: schemas.saved.clone().openapi(`Console${name}Saved`),
    body: schemas.body.clone().openapi(`Console${name}Body`, { example }),
  };
}

/** Each kind's schemas as the OpenAPI document names them. */
export const taxonomyWireSchemas = {
  categories: wireSchemas("categories", "Category", { name: "Millets", slug: "", parent_id: 1, position: 3, active: true }),
  brands: wireSchemas("brands", "Brand", { name: "Kisan Gold", slug: "" }),
  suppliers: wireSchemas("suppliers", "Supplier", { name: "Deccan Mills", slug: "", link: "https://deccanmills.example" }),
};

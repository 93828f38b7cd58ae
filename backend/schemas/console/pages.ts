import { consolePageDeletedSchema, consolePageListSchema, consolePageSavedSchema, pageDraftBodySchema, pageDraftSavedSchema, pageEditorStateSchema, pageImageStoredSchema, pageSettingsBodySchema, pageVersionListSchema } from "@/lib/api/schemas/console/pages";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
// The blocks are described inline, one object per type (lib/api/schemas/console/page-blocks.ts).
export const pageListWireSchema = consolePageListSchema.clone().openapi("ConsolePageList");
export const pageSavedWireSchema = consolePageSavedSchema.clone().openapi("ConsolePageSaved");
export const pageDeletedWireSchema = consolePageDeletedSchema.clone().openapi("ConsolePageDeleted");
export const pageSettingsBodyWireSchema = pageSettingsBodySchema.clone().openapi("ConsolePageSettings", {
  example: { name: "Diwali offers", url: "/diwali-offers", seo_title: "Diwali offers | Annapurna", seo_description: "Sweets, dry fruit and gift packs at festival prices.", published: true },
});
export const pageEditorStateWireSchema = pageEditorStateSchema.clone().openapi("ConsolePageEditorState", {
  description:
    "blocks: one object per block type, told apart by `type`; revision: the draft's, to send back with the next save; languages: the website's languages besides its default, which blocks' `translations` may name",
});
export const pageDraftBodyWireSchema = pageDraftBodySchema.clone().openapi("ConsolePageDraft", {
  description: "blocks: one object per block type, told apart by `type`; base_revision: the revision the editor's blocks were based on (0 before the first draft)",
  example: { blocks: [{ type: "rich_text", name: "Welcome", data: { html: "<h2>Welcome</h2>" } }], base_revision: 0 },
});
export const pageDraftSavedWireSchema = pageDraftSavedSchema.clone().openapi("ConsolePageDraftSaved");
export const pageVersionListWireSchema = pageVersionListSchema.clone().openapi("ConsolePageVersions");
export const pageImageStoredWireSchema = pageImageStoredSchema.clone().openapi("ConsolePageImageStored");

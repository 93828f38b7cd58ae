import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";
import type { StoredComponent } from "@/backend/services/pages";

const jsonText = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The editor's blocks as page_components rows hold them, in their order (positions from 1). */
export const storedComponents = (blocks: PageBlock[]): StoredComponent[] =>
  blocks.map((block, index) => ({
    type: block.type,
    name: block.name ?? null,
    data: jsonText(block.data),
    logicdata: jsonText("logicdata" in block ? block.logicdata : undefined),
    settings: jsonText("settings" in block ? block.settings : undefined),
    translations: jsonText(block.translations),
    position: index + 1,
  }));

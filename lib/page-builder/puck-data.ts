import type { Data } from "@puckeditor/core";
import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";

type BlockProps = { id: string; name?: string; data?: unknown; logicdata?: unknown; settings?: unknown; translations?: Record<string, unknown> };

/** The page's blocks as Puck edits them: one item per block, its fields as props. */
export function blocksToPuck(blocks: PageBlock[]): Data {
  return {
    root: { props: {} },
    content: blocks.map((block, index) => {
      const { type, ...props } = block;
      return { type, props: { id: `${type}-${index}`, ...props } };
    }),
  };
}

/**
 * Puck's items back as blocks; the server checks them against the block schemas. A block keeps its
 * texts in `languages` (the website's other languages), not in one the website no longer offers.
 */
export function puckToBlocks(data: Data, languages: readonly string[] = []): PageBlock[] {
  return (data.content ?? []).map((item) => {
    const { name, data: content, logicdata, settings, translations } = item.props as BlockProps;
    const block: Record<string, unknown> = { type: item.type, name: name || undefined, data: content };
    if (logicdata !== undefined) block.logicdata = logicdata;
    if (settings !== undefined) block.settings = settings;
    const kept = Object.entries(translations ?? {}).filter(([language]) => languages.includes(language));
    if (kept.length > 0) block.translations = Object.fromEntries(kept);
    return block as PageBlock;
  });
}

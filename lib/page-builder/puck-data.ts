import type { Data } from "@puckeditor/core";
import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";

type BlockProps = { id: string; name?: string; data?: unknown; logicdata?: unknown; settings?: unknown };

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

/** Puck's items back as blocks; the server checks them against the block schemas. */
export function puckToBlocks(data: Data): PageBlock[] {
  return (data.content ?? []).map((item) => {
    const { name, data: content, logicdata, settings } = item.props as BlockProps;
    const block: Record<string, unknown> = { type: item.type, name: name || undefined, data: content };
    if (logicdata !== undefined) block.logicdata = logicdata;
    if (settings !== undefined) block.settings = settings;
    return block as PageBlock;
  });
}

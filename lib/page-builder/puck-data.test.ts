import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";
import { blocksToPuck, puckToBlocks } from "./puck-data";

const blocks: PageBlock[] = [
  { type: "hero_slider", name: "Hero", data: [{ image: "banners/a.svg", title: "A" }], settings: { fullpage: false } },
  { type: "product_carousel", data: { title: "Rice" }, logicdata: { category: "rice-grains", limit: 10 } },
  { type: "rich_text", name: "Story", data: { html: "<p>Hi</p>" } },
];

describe("page blocks in Puck", () => {
  it("gives each block an item with its fields as props, and reads them back unchanged", () => {
    const data = blocksToPuck(blocks);
    expect(data.content.map((item) => [item.type, item.props.id])).toEqual([
      ["hero_slider", "hero_slider-0"],
      ["product_carousel", "product_carousel-1"],
      ["rich_text", "rich_text-2"],
    ]);
    expect(puckToBlocks(data)).toEqual(blocks);
  });

  it("keeps the order Puck holds, after a move", () => {
    const data = blocksToPuck(blocks);
    data.content = [data.content[1], data.content[0], data.content[2]];
    expect(puckToBlocks(data).map((block) => block.type)).toEqual(["product_carousel", "hero_slider", "rich_text"]);
  });

  it("keeps a block's texts in the website's other languages, and drops those in a language it no longer offers", () => {
    const translated: PageBlock[] = [{ type: "rich_text", name: "Story", data: { html: "<p>Hi</p>" }, translations: { hi: { name: "कहानी" }, ta: { name: "கதை" } } }];
    expect(puckToBlocks(blocksToPuck(translated), ["hi", "kn"])).toEqual([{ type: "rich_text", name: "Story", data: { html: "<p>Hi</p>" }, translations: { hi: { name: "कहानी" } } }]);
    expect(puckToBlocks(blocksToPuck(translated))).toEqual([{ type: "rich_text", name: "Story", data: { html: "<p>Hi</p>" } }]);
  });
});

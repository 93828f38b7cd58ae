import { pageComponentSchema, siteResponseSchema } from "@/lib/api/schemas";
import { BLOCKS, blockFor, normaliseBlockType, PageBlocks } from "./registry";

jest.mock("@/lib/api/public-data", () => ({ getSiteProducts: jest.fn() }));

const init = siteResponseSchema.parse({ web: { id: 1, name: "Shop" } });

describe("page block registry", () => {
  it("maps every block type the demo pages use", () => {
    for (const type of ["hero_slider", "card_slider", "product_carousel", "supplier_cards", "rich_text", "image", "category_grid", "brand_list"]) {
      expect(blockFor(type)).not.toBeNull();
    }
    expect(blockFor("Hero-Slider")).toBe(BLOCKS.heroslider);
    expect(normaliseBlockType("Product Carousel")).toBe("productcarousel");
  });

  it("skips unknown types with a warning and keeps the order", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const components = [
      pageComponentSchema.parse({ type: "rich_text", order: 2, data: { html: "<p>b</p>" } }),
      pageComponentSchema.parse({ type: "marquee", order: 1 }),
      pageComponentSchema.parse({ type: "image", order: 0, data: { image: "a.svg" } }),
    ];
    const element = PageBlocks({ components, context: { init, path: "/x" } });
    const children = (element.props as { children: Array<{ type: unknown } | null> }).children;
    expect(children.map((child) => (child ? child.type : null))).toEqual([BLOCKS.image, null, BLOCKS.richtext]);
    expect(warn).toHaveBeenCalledWith('Skipping page block of unknown type "marquee" on /x');
    warn.mockRestore();
  });

  it("marks the first picture block that only text precedes as the page's first picture, and no other", () => {
    const blocks = (types: string[]) => {
      const components = types.map((type, order) => pageComponentSchema.parse({ type, order, data: {} }));
      const element = PageBlocks({ components, context: { init, path: "/x" } });
      const children = (element.props as { children: Array<{ props: { context: { firstPicture: boolean } } }> }).children;
      return children.map((child) => child.props.context.firstPicture);
    };
    expect(blocks(["rich_text", "image", "image"])).toEqual([false, true, false]);
    expect(blocks(["hero_slider", "product_carousel", "image"])).toEqual([true, false, false]);
    expect(blocks(["brand_list", "category_grid", "hero_slider"])).toEqual([false, true, false]);
    expect(blocks(["rich_text"])).toEqual([false]);
  });
});

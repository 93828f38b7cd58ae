import { PAGE_BLOCK_SCHEMAS, PAGE_BLOCK_TRANSLATION_SCHEMAS } from "@/lib/api/schemas/console/page-blocks";
import type { ArrayField } from "@puckeditor/core";
import { listItemName, puckFields } from "./puck-fields";

describe("puckFields", () => {
  it("reads each block's fields from its schema", () => {
    const hero = puckFields(PAGE_BLOCK_SCHEMAS.hero_slider);
    expect(Object.keys(hero)).toEqual(["name", "data"]);
    expect(hero.data).toMatchObject({ type: "array", arrayFields: { image: { type: "text" }, image_sm: { type: "text" }, title: { type: "text" }, link: { type: "text" } } });

    const carousel = puckFields(PAGE_BLOCK_SCHEMAS.product_carousel);
    expect(carousel.logicdata).toMatchObject({ type: "object", objectFields: { limit: { type: "number", min: 1, max: 24 }, sort: { type: "select" } } });
    expect(puckFields(PAGE_BLOCK_SCHEMAS.rich_text).data).toMatchObject({ objectFields: { html: { type: "textarea" } } });
  });

  it("names a list's items and bounds their number as the schema does", () => {
    const slides = puckFields(PAGE_BLOCK_SCHEMAS.hero_slider).data as ArrayField;
    expect(slides).toMatchObject({ label: "Slides", min: 1, max: 12 });
    expect(listItemName(slides)).toBe("slide");
    expect(puckFields(PAGE_BLOCK_SCHEMAS.card_slider).data).toMatchObject({ label: "Slides", min: 1, max: 24 });
    expect(listItemName({ type: "array", arrayFields: {} })).toBe("item");
  });

  it("puts a picker where a field needs one", () => {
    const picker = { type: "custom" as const, render: () => <span /> };
    const carousel = puckFields(PAGE_BLOCK_SCHEMAS.product_carousel, { brand: picker });
    expect(carousel.logicdata).toMatchObject({ objectFields: { brand: { type: "custom", label: "Brand" } } });
    // A list of slugs has no field of its own type: the carousel's chosen products need their picker.
    expect(Object.keys((puckFields(PAGE_BLOCK_SCHEMAS.product_carousel).logicdata as { objectFields: object }).objectFields)).not.toContain("products");
    expect(puckFields(PAGE_BLOCK_SCHEMAS.product_carousel, { products: picker }).logicdata).toMatchObject({ objectFields: { products: { type: "custom", label: "Products" } } });
  });

  it("gives a block's texts in another language the same kinds of field as its own", () => {
    const hero = puckFields(PAGE_BLOCK_TRANSLATION_SCHEMAS.hero_slider, {}, " in हिन्दी");
    expect(hero).toMatchObject({ name: { type: "text", label: "Heading in हिन्दी" }, data: { type: "array", label: "Slides in हिन्दी", arrayFields: { image: { type: "text" }, image_sm: { type: "text" }, title: { type: "text", label: "Title in हिन्दी" } } } });
    expect(Object.keys((hero.data as { arrayFields: object }).arrayFields)).not.toContain("link");
    expect(puckFields(PAGE_BLOCK_TRANSLATION_SCHEMAS.rich_text).data).toMatchObject({ objectFields: { html: { type: "textarea" } } });
    expect(puckFields(PAGE_BLOCK_TRANSLATION_SCHEMAS.image).data).toMatchObject({ objectFields: { alt: { type: "text", label: "Description of the picture" } } });
  });
});

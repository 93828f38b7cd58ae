import { z } from "zod";
import { PAGE_BLOCK_MESSAGES, PAGE_BLOCK_TRANSLATION_SCHEMAS, pageBlockSchema } from "./page-blocks";

const fieldsOf = (schema: z.ZodType): unknown => {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodArray) return [fieldsOf(inner.element as z.ZodType)];
  if (inner instanceof z.ZodObject) return Object.fromEntries(Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, field]) => [key, fieldsOf(field)]));
  return "text";
};

const hero = (translations: unknown) => pageBlockSchema.safeParse({ type: "hero_slider", name: "Hero", data: [{ image: "banners/a.svg", title: "Rice" }], translations });
const messagesOf = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("page blocks' texts in other languages", () => {
  it("holds each block's texts a shopper reads, and nothing else (no links, no products, no layout)", () => {
    expect(fieldsOf(PAGE_BLOCK_TRANSLATION_SCHEMAS.hero_slider)).toEqual({ name: "text", data: [{ image: "text", image_sm: "text", title: "text" }] });
    expect(fieldsOf(PAGE_BLOCK_TRANSLATION_SCHEMAS.product_carousel)).toEqual({ name: "text", data: { title: "text" } });
    expect(fieldsOf(PAGE_BLOCK_TRANSLATION_SCHEMAS.rich_text)).toEqual({ name: "text", data: { html: "text" } });
    expect(fieldsOf(PAGE_BLOCK_TRANSLATION_SCHEMAS.image)).toEqual({ name: "text", data: { image: "text", alt: "text", caption: "text" } });
  });

  it("takes any field left empty or out, and keys them by language code", () => {
    expect(hero({ hi: { name: "ख़ास ऑफ़र", data: [{ title: "" }] }, kn: {} }).success).toBe(true);
    expect(messagesOf(hero({ Hindi: { name: "ख़ास ऑफ़र" } }))).toEqual(["translations.Hindi: Invalid key in record"]);
  });

  it("checks a translated field by the block's own rules: a picture's address, a title's length", () => {
    expect(messagesOf(hero({ hi: { data: [{ image: "javascript:alert(1)" }] } }))).toEqual([`translations.hi.data.0.image: ${PAGE_BLOCK_MESSAGES.imagePath}`]);
    expect(messagesOf(hero({ hi: { data: [{ image_sm: "../../etc/passwd" }] } }))).toEqual([`translations.hi.data.0.image_sm: ${PAGE_BLOCK_MESSAGES.imagePath}`]);
    expect(messagesOf(hero({ hi: { data: [{ title: "क".repeat(121) }] } }))).toEqual(["translations.hi.data.0.title: Keep it under 120 characters"]);
    const text = pageBlockSchema.safeParse({ type: "rich_text", data: { html: "<p>x</p>" }, translations: { hi: { data: { html: "x".repeat(20_001) } } } });
    expect(messagesOf(text)).toEqual(["translations.hi.data.html: Keep the text under 20,000 characters"]);
  });

  it("drops what a translation may not carry (a link, a product list) rather than storing it", () => {
    const parsed = pageBlockSchema.parse({ type: "product_carousel", data: { title: "Rice" }, logicdata: {}, translations: { hi: { data: { title: "चावल", link: "/evil" }, logicdata: { products: ["x"] } } } });
    expect(parsed.translations).toEqual({ hi: { data: { title: "चावल" } } });
  });
});

import { consoleTestContext, WHOLESALE_WEBSITE_ID, wholesaleOnlyAdminCookie } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call, WHOLESALE_ORIGIN } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import type { PageBlock } from "@/lib/api/schemas/console/page-blocks";
import { CONSOLE_PAGE_MESSAGES, pageDraftSavedSchema, pageEditorStateSchema } from "@/lib/api/schemas/console/pages";
import { pageDataSchema, type PageComponent } from "@/lib/api/schemas";

withTestDatabase();
jest.setTimeout(60_000);

const given = consoleTestContext();

const homePageId = async (websiteId = 1) =>
  (await given.db.selectFrom("web_pages").select("id").where("website_id", "=", websiteId).where("url", "=", "/").executeTakeFirstOrThrow()).id;

const editor = async (pageId: number, origin?: string, cookie = given.admin) => pageEditorStateSchema.parse((await call(`/api/console/pages/${pageId}/editor`, { cookie, origin })).json);
const publish = (pageId: number, blocks: PageBlock[], base: number, origin?: string, cookie = given.admin) =>
  post(`/api/console/pages/${pageId}/publish`, { blocks, base_revision: base }, cookie, { origin });
const saveDraft = (pageId: number, blocks: PageBlock[], base: number, origin?: string) =>
  post(`/api/console/pages/${pageId}/draft`, { blocks, base_revision: base }, given.admin, { method: "PUT", origin });

/** What shoppers' pages read: the home page's blocks, in a language or (without one) the default. */
async function shoppersHome(language?: string, origin?: string): Promise<PageComponent[]> {
  const response = await call(`/api/page/data${language ? `?lang=${language}` : ""}`, { origin });
  expect(response.status).toBe(200);
  return pageDataSchema.parse(response.json).data;
}

const ofType = (blocks: PageComponent[], type: string) => blocks.find((block) => block.type === type)!;
const slides = (block: PageComponent) => block.data as { title: string; image: string; image_sm?: string; link?: string }[];

describe("page blocks' texts in the website's other languages", () => {
  it("shows the demo home page in Hindi and Kannada, and in English exactly as before, with no block's other languages in any answer", async () => {
    const english = await shoppersHome();
    expect(ofType(english, "hero_slider").name).toBe("Hero");
    expect(slides(ofType(english, "hero_slider")).map((slide) => slide.title)).toEqual(["Fresh Harvest Basmati", "Masalas from Kerala", "Free delivery above ₹499"]);
    expect(JSON.stringify(english)).not.toContain("translations");

    const hindi = await shoppersHome("hi");
    expect(ofType(hindi, "hero_slider").name).toBe("ख़ास ऑफ़र");
    expect(slides(ofType(hindi, "hero_slider"))[0]).toEqual({ image: "banners/annapurna/hero-1.hi.svg", image_sm: "banners/annapurna/hero-1.hi-sm.svg", title: "नई फ़सल का बासमती", link: "/products?c=rice-grains" });
    expect((ofType(hindi, "category_grid").data as { title: string }).title).toBe("कैटेगरी के हिसाब से खरीदें");
    expect(JSON.stringify(hindi)).not.toContain("ಕನ್ನಡ");

    const kannada = await shoppersHome("kn");
    expect((ofType(kannada, "brand_list").data as { title: string }).title).toBe("ಜನಪ್ರಿಯ ಬ್ರ್ಯಾಂಡ್‌ಗಳು");
    // The same blocks in the same order, the same links and products: only the texts differ.
    expect(kannada.map((block) => [block.type, block.order, block.logicdata])).toEqual(english.map((block) => [block.type, block.order, block.logicdata]));
    expect(slides(ofType(kannada, "card_slider")).map((slide) => slide.link)).toEqual(slides(ofType(english, "card_slider")).map((slide) => slide.link));

    // A language the website does not offer reads like its default.
    expect(await shoppersHome("ta")).toEqual(english);
    expect(ofType(await shoppersHome("hi", WHOLESALE_ORIGIN), "hero_slider").name).toBe("ख़ास ऑफ़र");
    expect(await shoppersHome("kn", WHOLESALE_ORIGIN)).toEqual(await shoppersHome(undefined, WHOLESALE_ORIGIN));
  });

  it("opens the editor with the website's other languages and each block's translations, and publishes, keeps and restores them, falling back field by field", async () => {
    const pageId = await homePageId();
    const state = await editor(pageId);
    expect(state.languages).toEqual(["hi", "kn"]);
    const hero = state.blocks.findIndex((block) => block.type === "hero_slider");
    expect(state.blocks[hero].translations?.hi).toMatchObject({ name: "ख़ास ऑफ़र" });

    // Hindi: a new heading and the first slide's title only; Kannada: nothing.
    const edited = state.blocks.map((block, index) =>
      index === hero ? { ...block, translations: { hi: { name: "इस हफ़्ते ताज़ा", data: [{ title: "बासमती पर छूट" }, { title: "" }] } } } : block,
    );
    const published = pageDraftSavedSchema.parse((await publish(pageId, edited, state.revision)).json);
    const hindi = ofType(await shoppersHome("hi"), "hero_slider");
    expect(hindi.name).toBe("इस हफ़्ते ताज़ा");
    expect(slides(hindi).map((slide) => [slide.title, slide.image])).toEqual([
      ["बासमती पर छूट", "banners/annapurna/hero-1.svg"],
      ["Masalas from Kerala", "banners/annapurna/hero-2.svg"],
      ["Free delivery above ₹499", "banners/annapurna/hero-3.svg"],
    ]);
    expect(ofType(await shoppersHome("kn"), "hero_slider").name).toBe("Hero");
    expect(ofType(await shoppersHome(), "hero_slider").name).toBe("Hero");
    expect((await editor(pageId)).blocks[hero].translations).toEqual({ hi: { name: "इस हफ़्ते ताज़ा", data: [{ title: "बासमती पर छूट" }, { title: "" }] } });

    const restored = await post(`/api/console/pages/${pageId}/versions/1/restore`, {}, given.admin);
    expect(restored.status).toBe(200);
    expect(ofType(await shoppersHome("hi"), "hero_slider").name).toBe("ख़ास ऑफ़र");
    expect(pageDraftSavedSchema.parse(restored.json).version).toBe(published.version + 1);
  });

  it("previews a draft in each offered language before shoppers see it, and in the default without one", async () => {
    const pageId = await homePageId();
    const state = await editor(pageId);
    const hero = state.blocks.findIndex((block) => block.type === "hero_slider");
    const drafted = state.blocks.map((block, index) => (index === hero ? { ...block, translations: { ...block.translations, hi: { ...block.translations?.hi, name: "मसौदे का शीर्षक" } } } : block));
    expect((await saveDraft(pageId, drafted, state.revision)).status).toBe(200);

    const preview = async (query: string) => {
      const response = await call(`/api/console/pages/${pageId}/preview${query}`, { cookie: given.admin });
      expect(response.status).toBe(200);
      return ofType(pageDataSchema.parse(response.json).data, "hero_slider");
    };
    expect((await preview("?lang=hi")).name).toBe("मसौदे का शीर्षक");
    expect(slides(await preview("?lang=hi"))[0].title).toBe("नई फ़सल का बासमती");
    expect((await preview("")).name).toBe("Hero");
    expect((await preview("?lang=kn")).name).toBe(state.blocks[hero].translations?.kn?.name ?? "Hero");
    expect(ofType(await shoppersHome("hi"), "hero_slider").name).toBe("ख़ास ऑफ़र");
    expect((await call(`/api/console/pages/${pageId}/preview?lang=HI!`, { cookie: given.admin })).status).toBe(400);
  });

  it("refuses texts in a language the website does not offer besides its default (422), and a translated field the block's own rules refuse (400), saving nothing", async () => {
    const pageId = await homePageId();
    const { blocks, revision } = await editor(pageId);
    const withTexts = (translations: PageBlock["translations"]) => blocks.map((block, index) => (index === 0 ? { ...block, translations } : block)) as PageBlock[];

    for (const language of ["ta", "en"]) {
      for (const send of [saveDraft, publish]) {
        const refused = await send(pageId, withTexts({ [language]: { name: "…" } }), revision);
        expect({ status: refused.status, json: refused.json }).toMatchObject({ status: 422, json: { message: CONSOLE_PAGE_MESSAGES.notOffered } });
      }
    }
    const wholesaleHome = await homePageId(WHOLESALE_WEBSITE_ID);
    const manager = await wholesaleOnlyAdminCookie(WHOLESALE_WEBSITE_ID);
    const wholesale = await editor(wholesaleHome, WHOLESALE_ORIGIN, manager);
    expect(wholesale.languages).toEqual(["hi"]);
    const kannada = wholesale.blocks.map((block, index) => (index === 0 ? { ...block, translations: { kn: { name: "ಆಫರ್‌ಗಳು" } } } : block)) as PageBlock[];
    expect((await publish(wholesaleHome, kannada, wholesale.revision, WHOLESALE_ORIGIN, manager)).status).toBe(422);

    const unsafe = await saveDraft(pageId, withTexts({ hi: { data: [{ image: "javascript:alert(1)" }] } }), revision);
    expect(unsafe.status).toBe(400);
    expect(JSON.stringify(unsafe.json)).toContain("Block 1 (Hero slider) translations.hi.0.image: An image is a media path");
    expect((await editor(pageId)).revision).toBe(revision);
  });
});

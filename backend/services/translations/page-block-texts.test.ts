import { blockInLanguage } from "./page-block-texts";

const slides = [
  { image: "banners/hero-1.svg", image_sm: "banners/hero-1-sm.svg", title: "Basmati", link: "/products?c=rice" },
  { image: "banners/hero-2.svg", title: "Masalas", link: "/products?c=spices" },
];

describe("a page block in the page's language", () => {
  it("takes each translated field and keeps the block's own where the translation has none or an empty one", () => {
    const translations = { hi: { name: "ऑफ़र", data: [{ title: "बासमती", image: "banners/hero-1.hi.svg" }, { title: " " }] } };
    expect(blockInLanguage({ name: "Hero", data: slides }, translations, "hi")).toEqual({
      name: "ऑफ़र",
      data: [
        { image: "banners/hero-1.hi.svg", image_sm: "banners/hero-1-sm.svg", title: "बासमती", link: "/products?c=rice" },
        { image: "banners/hero-2.svg", title: "Masalas", link: "/products?c=spices" },
      ],
    });
  });

  it("never adds a slide, and reads the block's own texts in another language, without one, or from a malformed translation", () => {
    const translations = { hi: { data: [{}, {}, { title: "तीसरा" }] }, kn: "ಕನ್ನಡ" };
    expect(blockInLanguage({ name: "Hero", data: slides }, translations, "hi")).toEqual({ name: "Hero", data: slides });
    for (const language of ["kn", "ta", undefined]) expect(blockInLanguage({ name: "Hero", data: slides }, translations, language)).toEqual({ name: "Hero", data: slides });
    expect(blockInLanguage({ name: null, data: null }, null, "hi")).toEqual({ name: null, data: null });
  });

  it("shows a translated text field the block leaves empty (a caption only in Hindi)", () => {
    expect(blockInLanguage({ name: null, data: { image: "a.svg", alt: "Rice" } }, { hi: { data: { caption: "नई फ़सल" } } }, "hi").data).toEqual({ image: "a.svg", alt: "Rice", caption: "नई फ़सल" });
  });
});

import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import { ABOUT_BANNER, bannerIn, HERO_BANNERS, OFFER_BANNERS, type BannerDefinition } from "./banners";
import { ABOUT_WORDS, blockWords, SITE_DESCRIPTIONS } from "./page-words";
import type { SiteDefinition } from "./websites";

interface ComponentDefinition {
  type: string;
  name: string;
  data?: unknown;
  logicdata?: unknown;
  settings?: unknown;
  /** The block's texts in the website's other languages, as the page editor writes them. */
  translations?: Record<string, unknown>;
}

export interface PageDefinition {
  name: string;
  url: string;
  css?: string;
  show_footer?: number;
  show_sub_navbar?: number;
  show_navbar?: number;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  schema_script?: string;
  components: ComponentDefinition[];
}

const bannerItems = (site: SiteDefinition, banners: BannerDefinition[]) =>
  banners.map((banner) => ({
    image: `${site.banners}/${banner.file}.svg`,
    image_sm: `${site.banners}/${banner.file}-sm.svg`,
    link: banner.link,
    title: banner.title,
  }));

/** The block's texts in each of the website's other languages. */
const inOtherLanguages = (site: SiteDefinition, texts: (language: string) => unknown) =>
  Object.fromEntries(site.languages.slice(1).map((language) => [language, texts(language)]));

/** A slider in the website's other languages: its heading, and each banner drawn in the language with its words. */
const sliderTranslations = (site: SiteDefinition, name: string, banners: BannerDefinition[]) =>
  inOtherLanguages(site, (language) => ({
    name: blockWords(name, language),
    data: bannerItems(site, banners.map((banner) => bannerIn(banner, language))).map(({ image, image_sm, title }) => ({ image, image_sm, title })),
  }));

/** A titled block's title in the website's other languages. */
const titleTranslations = (site: SiteDefinition, title: string) => inOtherLanguages(site, (language) => ({ data: { title: blockWords(title, language) } }));

const heroSettings = (site: SiteDefinition) => ({
  aspect: { sm: "4/3", md: "16/7", lg: "16/5" },
  // Behind the banners' letterbox: the page's own background on a dark site, the brand's light tint otherwise.
  bgcolor: site.theme === "dark" ? site.colours.ink : site.colours.light,
  fullpage: false,
  slidesconfig: { sm: 1, md: 1, columns: 1, autoplayInterval: 4000 },
});

const cardSliderSettings = { slidesconfig: { sm: 1, md: 2, columns: 3, autoplayInterval: 3000 } };

function homePage(site: SiteDefinition): PageDefinition {
  const retail = site.catalogue === "retail";
  return {
    name: "Home",
    url: "/",
    seo_title: `${site.name} | ${site.tagline}`,
    seo_description: site.description,
    seo_keyword: site.seo.meta_keywords ?? "",
    schema_script: JSON.stringify({
      "@context": "https://schema.org",
      "@type": "GroceryStore",
      name: site.name,
      description: site.description,
      telephone: site.address.phone,
      email: site.address.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.address,
        addressLocality: site.address.city,
        addressRegion: site.address.state,
        postalCode: site.address.pincode,
        addressCountry: "IN",
      },
      priceRange: "₹₹",
    }),
    components: [
      {
        type: "hero_slider",
        name: "Hero",
        data: bannerItems(site, HERO_BANNERS[site.catalogue]),
        settings: heroSettings(site),
        translations: sliderTranslations(site, "Hero", HERO_BANNERS[site.catalogue]),
      },
      { type: "category_grid", name: "Shop by category", data: { title: "Shop by Category" }, logicdata: { limit: 10 }, translations: titleTranslations(site, "Shop by Category") },
      {
        type: "product_carousel",
        name: retail ? "Rice and grains" : "Bulk rice and grains",
        data: { title: retail ? "Best of Rice & Grains" : "Rice & Grains in Bulk", link: "/products?c=rice-grains" },
        logicdata: { category: "rice-grains", sort: "relevance", limit: 10 },
        translations: titleTranslations(site, retail ? "Best of Rice & Grains" : "Rice & Grains in Bulk"),
      },
      {
        type: "card_slider",
        name: "Offers",
        data: bannerItems(site, OFFER_BANNERS[site.catalogue]),
        settings: cardSliderSettings,
        translations: sliderTranslations(site, "Offers", OFFER_BANNERS[site.catalogue]),
      },
      {
        type: "product_carousel",
        name: "Lowest prices",
        data: { title: retail ? "Lowest Prices" : "Best Bulk Prices", link: "/products?sort=price_asc" },
        logicdata: { sort: "price_asc", limit: 10 },
        translations: titleTranslations(site, retail ? "Lowest Prices" : "Best Bulk Prices"),
      },
      { type: "supplier_cards", name: "Suppliers", data: { title: "Shop by Supplier" }, translations: titleTranslations(site, "Shop by Supplier") },
      { type: "brand_list", name: "Brands", data: { title: "Popular Brands" }, translations: titleTranslations(site, "Popular Brands") },
    ],
  };
}

type AboutWords = (typeof ABOUT_WORDS)[string] & { description: string };

const ABOUT_IN_ENGLISH: Omit<AboutWords, "description"> = {
  about: (name) => `About ${name}`,
  where: "Where we deliver",
  delivery:
    "We deliver to <strong>560001</strong> and <strong>560034</strong> in Bengaluru and <strong>400001</strong> in Mumbai, in three daily slots: 9 am to 12 noon, 12 noon to 3 pm and 5 pm to 8 pm.",
  contact: "Contact us",
  phone: "Phone",
  email: "Email",
};

const aboutHtml = (site: SiteDefinition, words: AboutWords) =>
  [
    `<h2>${words.about(site.name)}</h2>`,
    `<p>${words.description}</p>`,
    `<h3 id="delivery">${words.where}</h3>`,
    `<p>${words.delivery}</p>`,
    `<h3 id="contact">${words.contact}</h3>`,
    `<p>${site.address.address}, ${site.address.city}, ${site.address.state} ${site.address.pincode}<br>${words.phone}: ${site.address.phone}<br>${words.email}: <a href="mailto:${site.address.email}">${site.address.email}</a></p>`,
  ].join("\n");

const aboutImage = (site: SiteDefinition, banner: BannerDefinition) => ({ image: `${site.banners}/${banner.file}.svg`, alt: `${site.name}: ${banner.subtitle}` });

function aboutPage(site: SiteDefinition): PageDefinition {
  const html = aboutHtml(site, { ...ABOUT_IN_ENGLISH, description: site.description });
  return {
    name: "About Us",
    url: "/about-us",
    css: ".about-us h2 { margin-bottom: 0.5rem; }",
    show_sub_navbar: 0,
    seo_title: `About Us | ${site.name}`,
    seo_description: `Who we are, where ${site.shortName} delivers and how to reach us.`,
    seo_keyword: `about ${site.shortName}, delivery areas, contact`,
    components: [
      {
        type: "rich_text",
        name: "Our story",
        data: { html },
        translations: inOtherLanguages(site, (language) => ({
          name: blockWords("Our story", language),
          data: { html: aboutHtml(site, { ...ABOUT_WORDS[language], description: SITE_DESCRIPTIONS[site.catalogue][language] }) },
        })),
      },
      {
        type: "image",
        name: "Our kitchen",
        data: { ...aboutImage(site, ABOUT_BANNER), link: "" },
        translations: inOtherLanguages(site, (language) => ({ data: aboutImage(site, bannerIn(ABOUT_BANNER, language)) })),
      },
    ],
  };
}

const pagesFor = (site: SiteDefinition): PageDefinition[] => [homePage(site), aboutPage(site)];

const jsonText = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

export async function insertPages(db: Kysely<Database>, websiteId: number, site: SiteDefinition) {
  for (const [position, page] of pagesFor(site).entries()) {
    const { components, ...fields } = page;
    const { id } = await db
      .insertInto("web_pages")
      .values({ ...fields, website_id: websiteId, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("page_components")
      .values(
        components.map((component, order) => ({
          page_id: id,
          type: component.type,
          name: component.name,
          data: jsonText(component.data),
          logicdata: jsonText(component.logicdata),
          settings: jsonText(component.settings),
          translations: jsonText(component.translations),
          position: order + 1,
        })),
      )
      .execute();
  }
}

import { siteResponseSchema } from "@/lib/api/schemas";
import { sitemapXml } from "./crawl-files";

const ORIGIN = "https://shop.example.in";
const site = siteResponseSchema.parse({
  web: { id: 1, name: "Shop" },
  webPages: [{ name: "About", url: "/about-us" }, { name: "Home", url: "/" }],
});

const xml = sitemapXml(ORIGIN, site, {
  products: [
    { slug: "toor-dal", lastmod: "2026-11-20T10:00:00.000Z", image: "products/toor-dal-1.png" },
    { slug: "atta & more", lastmod: "2026-11-25T08:30:00.000Z", image: null },
  ],
  categories: [{ slug: "dals", lastmod: "2026-11-20T10:00:00.000Z" }],
  brands: [{ slug: "kisan-gold", lastmod: "2026-11-25T08:30:00.000Z" }],
  suppliers: [{ slug: "ganga-valley-foods", lastmod: "2026-11-20T10:00:00.000Z" }],
});

/** Each <url> as its <loc> → its <lastmod> (or null). */
const entries = new Map(
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc, lastmod]) => [loc, lastmod ?? null]),
);

describe("sitemap.xml", () => {
  it("lists home, the list, content pages, the listings that show products, and products, on the website's origin", () => {
    expect([...entries.keys()]).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/products`,
      `${ORIGIN}/about-us`,
      `${ORIGIN}/products?c=dals`,
      `${ORIGIN}/products?b=kisan-gold`,
      `${ORIGIN}/products?s=ganga-valley-foods`,
      `${ORIGIN}/products/toor-dal`,
      `${ORIGIN}/products/atta%20%26%20more`,
    ]);
  });

  it("dates each by its latest product change; home and the list by the newest product", () => {
    expect(entries.get(`${ORIGIN}/`)).toBe("2026-11-25T08:30:00.000Z");
    expect(entries.get(`${ORIGIN}/products`)).toBe("2026-11-25T08:30:00.000Z");
    expect(entries.get(`${ORIGIN}/products?b=kisan-gold`)).toBe("2026-11-25T08:30:00.000Z");
    expect(entries.get(`${ORIGIN}/products/toor-dal`)).toBe("2026-11-20T10:00:00.000Z");
    expect(entries.get(`${ORIGIN}/about-us`)).toBeNull();
  });

  it("names a product's image, and is well-formed XML text", () => {
    expect(xml).toContain(`<image:loc>${ORIGIN}/s/media/large/products/toor-dal-1.png</image:loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("sitemap.xml of a website in several languages", () => {
  const multilingual = siteResponseSchema.parse({ web: { id: 1, name: "Shop", languages: ["en", "hi", "kn"] }, webPages: [] });
  const listed = { products: [{ slug: "toor-dal", lastmod: "2026-11-20T10:00:00.000Z", image: null }], categories: [], brands: [], suppliers: [] };
  const text = sitemapXml(ORIGIN, multilingual, listed);
  const urls = [...text.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => body);

  it("lists each language's address of a page, each naming all of them and x-default", () => {
    const product = urls.filter((body) => body.includes("toor-dal"));
    expect(product.map((body) => /<loc>([^<]+)<\/loc>/.exec(body)?.[1])).toEqual([
      `${ORIGIN}/products/toor-dal`,
      `${ORIGIN}/hi/products/toor-dal`,
      `${ORIGIN}/kn/products/toor-dal`,
    ]);
    for (const body of product) {
      expect([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`)).toEqual([
        `en-IN ${ORIGIN}/products/toor-dal`,
        `hi-IN ${ORIGIN}/hi/products/toor-dal`,
        `kn-IN ${ORIGIN}/kn/products/toor-dal`,
        `x-default ${ORIGIN}/products/toor-dal`,
      ]);
    }
    expect(urls.filter((body) => body.includes("<loc>" + ORIGIN + "/hi</loc>"))).toHaveLength(1);
    expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

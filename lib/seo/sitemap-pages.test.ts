import { consoleTestContext } from "@/backend/test/console-users";
import { withTestDatabase } from "@/backend/test/database";
import { call } from "@/backend/test/request";
import { post } from "@/backend/test/shopper";
import { siteResponseSchema, sitemapDataSchema } from "@/lib/api/schemas";
import { sitemapXml } from "./crawl-files";

withTestDatabase();

const given = consoleTestContext();
const ORIGIN = "https://shop.example.in";

const addPage = async (url: string, published: boolean) =>
  expect((await post("/api/console/pages", { name: url, url, seo_title: "", seo_description: "", published }, given.admin)).status).toBe(200);

/** The sitemap the storefront draws from the API's answers, as app/[site]/sitemap-xml does. */
async function sitemap() {
  const site = siteResponseSchema.parse((await call("/api/site")).json);
  return sitemapXml(ORIGIN, site, sitemapDataSchema.parse((await call("/api/sitemap")).json));
}

describe("content pages in sitemap.xml", () => {
  it("lists the published pages from the next request on, and never a hidden one", async () => {
    expect(await sitemap()).toContain(`<loc>${ORIGIN}/about-us</loc>`);
    await addPage("/offers-live", true);
    await addPage("/offers-draft", false);
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${ORIGIN}/offers-live</loc>`);
    expect(xml).not.toContain("offers-draft");
  });
});

import { expect, test, type Page } from "@playwright/test";
import { startOwnServer } from "./support/own-server";
import { siteUrl } from "./support/sites";

type JsonLd = Record<string, unknown> & { "@type"?: string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first();

test.describe("search engines", () => {
  test("home: title, description, canonical, Open Graph, Organization, WebSite with SearchAction and the page's schema", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Annapurna Store | Groceries & daily essentials");
    await expect(meta(page, "description")).toHaveAttribute("content", /Annapurna Store brings rice/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${new URL(baseURL!).origin}/?$`));
    await expect(meta(page, "og:title")).toHaveAttribute("content", "Annapurna Store | Groceries & daily essentials");
    // Social networks do not show SVG: og:image is a 1200×630 PNG rendered from the stored picture.
    await expect(meta(page, "og:image")).toHaveAttribute("content", /^http.+\/s\/media\/og\/.+hero-1\.svg\.png$/);
    const picture = await page.request.get((await meta(page, "og:image").getAttribute("content"))!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
    const data = await jsonLd(page);
    const types = data.map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "GroceryStore"]));
    const website = data.find((item) => item["@type"] === "WebSite") as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toBe(`${new URL(baseURL!).origin}/products?q={search_term_string}`);
  });

  test("product: title with the site name, description, image, ProductGroup JSON-LD with INR offers and breadcrumbs", async ({ page, baseURL }) => {
    await page.goto("/products/royal-harvest-classic-basmati-rice");
    await expect(page).toHaveTitle("Royal Harvest Classic Basmati Rice | Annapurna Store");
    await expect(meta(page, "description")).toHaveAttribute("content", /Long-grain basmati/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${new URL(baseURL!).origin}/products/royal-harvest-classic-basmati-rice`);
    await expect(meta(page, "og:image")).toHaveAttribute("content", /^http.+\/s\/media\/og\/products\/.+\.png$/);
    await expect(meta(page, "twitter:image")).toHaveAttribute("content", /^http.+\/s\/media\/og\/products\/.+\.png$/);
    const data = await jsonLd(page);
    // Several packs: a ProductGroup, one variant per pack (e2e/product-group.spec.ts checks the whole shape).
    const product = data.find((item) => item["@type"] === "ProductGroup") as { name: string; hasVariant: Array<{ offers: { price: string; priceCurrency: string; availability: string } }> };
    expect(product.name).toBe("Royal Harvest Classic Basmati Rice");
    expect(product.hasVariant[0].offers).toMatchObject({ price: "69.00", priceCurrency: "INR", availability: "https://schema.org/InStock" });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(["Home", "Rice & Grains", "Basmati Rice", "Royal Harvest Classic Basmati Rice"]);
  });

  test("list and content pages have their own titles and canonical URLs", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto("/products?c=rice-grains&sort=price_asc&page=1");
    await expect(page).toHaveTitle("Rice & Grains | Annapurna Store");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/products?c=rice-grains`);
    await page.goto("/products?page=2");
    await expect(page).toHaveTitle("All products – Page 2 | Annapurna Store");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/products?page=2`);
    // Another page size is a duplicate of the default-size page that starts with the same product.
    await page.goto("/products?c=rice-grains&perPage=10");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/products?c=rice-grains`);
    await page.goto("/products?perPage=5&page=6");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/products?page=2`);
    await page.goto("/products?b=kisan-gold");
    await expect(meta(page, "description")).toHaveAttribute("content", /^Shop Kisan Gold online at Annapurna Store\./);
    // A known category and brand that share no product: the page stands (200) but is not to be indexed.
    const brands = ((await (await page.request.get("/s/api/site")).json()) as { brands: { slug: string }[] }).brands;
    let emptyPair: string | undefined;
    for (const brand of brands) {
      const found = (await (await page.request.get(`/s/api/products?c=rice-grains&b=${brand.slug}&perPage=1`)).json()) as { meta: { total: number } };
      if (found.meta.total === 0) {
        emptyPair = `/products?c=rice-grains&b=${brand.slug}`;
        break;
      }
    }
    expect(emptyPair).toBeDefined();
    expect((await page.goto(emptyPair!))!.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto("/products?c=rice-grains");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Search results may be fetched (robots.txt allows them) and say noindex themselves.
    await page.goto("/products?q=rice");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.goto("/about-us");
    await expect(page).toHaveTitle("About Us | Annapurna Store");
    await expect(meta(page, "description")).toHaveAttribute("content", "Who we are, where Annapurna delivers and how to reach us.");
    await expect(meta(page, "keywords")).toHaveAttribute("content", "about Annapurna, delivery areas, contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/about-us`);
  });

  test("a made-up filter value never reaches a list's words: the known part is canonical and the page noindex, on each website", async ({ page, baseURL }) => {
    const spam = "call-9999999999-for-cheap-loans";
    for (const origin of [new URL(baseURL!).origin, siteUrl(baseURL, "wholesale").replace(/\/$/, "")]) {
      // The API is asked on the default host (Node does not resolve *.localhost), naming the website by its origin.
      const listed = (await (await page.request.get(`${baseURL}/s/api/sitemap`, { headers: { "x-store-origin": origin } })).json()) as Record<"categories" | "brands" | "suppliers", { slug: string }[]>;
      const known = { c: listed.categories[0].slug, b: listed.brands[0].slug, s: listed.suppliers[0].slug };
      for (const [parameter, slug] of Object.entries(known)) {
        expect((await page.goto(`${origin}/products?${parameter}=${slug},${spam}`))!.status()).toBe(200);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/products?${parameter}=${slug}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
        const words = [await page.title(), await page.locator("body").innerText(), ...(await page.locator('script[type="application/ld+json"]').allTextContents())];
        for (const text of words) expect(text).not.toMatch(/9999999999|cheap loans/i);
        expect((await page.goto(`${origin}/products?${parameter}=${spam}`))!.status()).toBe(404);
      }
    }
  });

  test("the content is in the server HTML, without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/products/royal-harvest-classic-basmati-rice");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Royal Harvest Classic Basmati Rice");
    await expect(page.getByText("₹69.00").first()).toBeVisible();
    await page.goto("/products?q=rice");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading" })).toBeHidden();
    await context.close();
  });

  test("a page that is not found has its not-found screen in the server HTML, on each website", async ({ browser, baseURL }) => {
    for (const [origin, name] of [
      [new URL(baseURL!).origin, "Annapurna Store"],
      [siteUrl(baseURL, "wholesale"), "Bulk Bazaar Wholesale"],
    ]) {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      const page = await context.newPage();
      for (const [path, status] of [
        ["/no-such-page", 404],
        ["/products/no-such-product", 404],
        ["/%ZZ", 400],
        // The page the server renders these from is not an address of its own.
        ["/page-not-found", 404],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        const html = await response!.text();
        expect(html, path).not.toContain('id="__next_error__"');
        expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
        expect(html.match(/<meta name="robots"/g), path).toHaveLength(1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
        await expect(page.getByRole("banner").getByRole("link", { name }).first()).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      }
      await context.close();
    }
  });

  test("JSON-LD cannot be broken out of: no raw < inside ld+json scripts", async ({ request }) => {
    for (const path of ["/", "/products/royal-harvest-classic-basmati-rice", "/about-us"]) {
      const html = await (await request.get(path)).text();
      for (const [, body] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(body).not.toContain("<");
        expect(() => JSON.parse(body)).not.toThrow();
      }
    }
  });

  test("sitemap and robots are per website", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const text = async (url: string) => (await (await page.goto(url))!.text());
    const sitemap = await text(`${origin}/sitemap.xml`);
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/about-us</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/products/royal-harvest-classic-basmati-rice</loc>`);
    expect(sitemap).toContain(`<loc>${origin}/products?c=rice-grains</loc><lastmod>`);
    expect(sitemap).toContain(`<loc>${origin}/products?b=kisan-gold</loc><lastmod>`);
    expect(sitemap).toMatch(/<loc>[^<]+\/products\?s=[^<]+<\/loc><lastmod>/);
    expect(await text(`${origin}/robots.txt`)).toContain(`Sitemap: ${origin}/sitemap.xml`);

    // Chromium resolves *.localhost to this machine; the server answers as the wholesale website.
    const wholesale = new URL(siteUrl(baseURL, "wholesale")).origin;
    const other = await text(`${wholesale}/sitemap.xml`);
    expect(other).toContain(`<loc>${wholesale}/</loc>`);
    expect(other).not.toContain(`<loc>${origin}/`);
    expect(await text(`${wholesale}/robots.txt`)).toContain(`Sitemap: ${wholesale}/sitemap.xml`);
  });

  test("the wholesale website has its own titles", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "wholesale", "/about-us"));
    await expect(page).toHaveTitle("About Us | Bulk Bazaar Wholesale");
  });

  test("a server started on another port without PUBLIC_ORIGIN publishes canonical, Open Graph, sitemap and robots URLs on that port", async ({ request }) => {
    // Seeding a database of its own and starting a server take longer than one page test.
    test.setTimeout(180_000);
    // PORT names another port, as its unset default of 3000 did for `npm run serve -- -p 3930`: the listening port wins.
    const server = await startOwnServer({ env: { PUBLIC_ORIGIN: "", PORT: "3000" } });
    try {
      const origin = server.url;
      const list = await (await request.get(`${origin}/products`)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(list)?.[1]).toBe(`${origin}/products`);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(list)?.[1]).toBe(`${origin}/products`);
      const robots = await (await request.get(`${origin}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).origin);
      expect(locations.length).toBeGreaterThan(0);
      expect(new Set(locations)).toEqual(new Set([origin]));
    } finally {
      await server.stop();
    }
  });
});

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

type Pack = { pack_id: number; pack_name: string; price: number };
type ListedProduct = { product_id: number; slug: string; product_name: string; packs: Pack[] };
type Offer = { "@type": string; price: string; priceCurrency: string; availability: string; itemCondition: string; url: string };
type Variant = { "@type": string; name: string; sku: string; size: string; image: string[]; url: string; offers: Offer };
type ProductLd = { "@type": string; name: string; url: string; image: string[]; sku?: string; offers?: Offer; productGroupID?: string; variesBy?: string; hasVariant?: Variant[] };

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
const WEBSITES = [
  { name: "retail", url: (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString() },
  { name: "wholesale", url: (baseURL: string | undefined, path: string) => siteUrl(baseURL, "wholesale", path) },
];

/** The website's products; the API is asked on the default host, naming the website by its origin. */
async function catalogue(request: APIRequestContext, baseURL: string | undefined, siteAddress: string): Promise<ListedProduct[]> {
  const response = await request.get(new URL("/s/api/products?perPage=100&sort=name", baseURL).toString(), {
    headers: { "x-store-origin": new URL(siteAddress).origin, accept: "application/json" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ListedProduct[] }).data;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every ld+json block of the page, parsed; the one describing the product. */
async function productLd(page: Page): Promise<ProductLd> {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as ProductLd);
  const products = blocks.filter((block) => block["@type"] === "Product" || block["@type"] === "ProductGroup");
  expect(products).toHaveLength(1);
  return products[0];
}

function expectOffer(offer: Offer, pack: Pack, url: string) {
  expect(offer).toMatchObject({
    "@type": "Offer",
    price: pack.price.toFixed(2),
    priceCurrency: "INR",
    itemCondition: "https://schema.org/NewCondition",
    url,
  });
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
}

/** React has taken over the pack radios and run the effects that follow (the address is read in one). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const radio = document.querySelector('input[type="radio"][name^="pack-"]');
    return !!radio && Object.keys(radio).some((key) => key.startsWith("__reactFiber"));
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

/** The pack radios the server rendered as checked, read from the raw HTML (no JavaScript ran). */
function serverCheckedPacks(html: string, productId: number): number[] {
  return [...html.matchAll(new RegExp(`<input[^>]*name="pack-${productId}"[^>]*>`, "g"))].flatMap(([tag]) => (/\bchecked=""/.test(tag) ? [Number(/value="(\d+)"/.exec(tag)?.[1])] : []));
}

// Several page loads per test, on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

for (const website of WEBSITES) {
  test.describe(`rich product results on the ${website.name} website`, () => {
    test("a product with several packs is a ProductGroup with one variant per pack; a single pack is a Product with one offer", async ({ page, baseURL }) => {
      const products = await catalogue(page.request, baseURL, website.url(baseURL, "/"));
      const multi = products.find((product) => product.packs.length >= 2);
      const single = products.find((product) => product.packs.length === 1);
      expect(multi, "a demo product with several packs").toBeDefined();
      expect(single, "a demo product with one pack").toBeDefined();

      const multiUrl = website.url(baseURL, `/products/${multi!.slug}`);
      await page.goto(multiUrl);
      const group = await productLd(page);
      expect(group).toMatchObject({ "@type": "ProductGroup", name: multi!.product_name, url: multiUrl, variesBy: "https://schema.org/size" });
      expect(group.productGroupID).toMatch(/^\d+$/);
      expect(group.image.length).toBeGreaterThan(0);
      expect(group).not.toHaveProperty("offers");
      expect(group.hasVariant).toHaveLength(multi!.packs.length);
      multi!.packs.forEach((pack, index) => {
        const variant = group.hasVariant![index];
        const variantUrl = `${multiUrl}?pack=${pack.pack_id}`;
        expect(variant).toMatchObject({ "@type": "Product", sku: String(pack.pack_id), size: pack.pack_name, url: variantUrl });
        expect(variant.image[0]).toMatch(/^http/);
        expectOffer(variant.offers, pack, variantUrl);
      });
      expect(new Set(group.hasVariant!.map((variant) => variant.sku)).size).toBe(multi!.packs.length);

      const singleUrl = website.url(baseURL, `/products/${single!.slug}`);
      await page.goto(singleUrl);
      const product = await productLd(page);
      expect(product).toMatchObject({ "@type": "Product", name: single!.product_name, url: singleUrl, sku: String(single!.packs[0].pack_id) });
      expect(product).not.toHaveProperty("hasVariant");
      expectOffer(product.offers!, single!.packs[0], singleUrl);
    });

    test("?pack=ID is that pack in the server HTML (price, MRP, photo, chosen option); the canonical stays the product", async ({ browser, page, baseURL }) => {
      const products = await catalogue(page.request, baseURL, website.url(baseURL, "/"));
      const packs = page.getByRole("radiogroup", { name: "Pack size" });
      const checkedPack = async () => Number(await packs.locator("input:checked").getAttribute("value"));
      // A product whose packs all differ in price, so the price on the page tells which pack it shows.
      const multi = products.find((product) => product.packs.length >= 2 && new Set(product.packs.map((pack) => pack.price)).size === product.packs.length)!;
      const productUrl = website.url(baseURL, `/products/${multi.slug}`);

      await page.goto(productUrl);
      const usual = await checkedPack();
      const detail = (await (await page.request.get(new URL(`/s/api/products/${multi.slug}`, baseURL).toString(), { headers: { "x-store-origin": new URL(productUrl).origin } })).json()) as { packs: (Pack & { act_price: number; image: string | null })[] };
      const picked = detail.packs.find((pack) => pack.pack_id !== usual)!;
      const chosenUrl = `${productUrl}?pack=${picked.pack_id}`;

      // Without JavaScript, as a crawler or a merchant listing reads it.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScript.newPage();
      await bare.goto(chosenUrl);
      const main = bare.getByRole("main");
      await expect(bare.getByRole("radiogroup", { name: "Pack size" }).locator("input:checked")).toHaveAttribute("value", String(picked.pack_id));
      await expect(main.getByText(`Price ${inr.format(picked.price)}`, { exact: true })).toBeVisible();
      if (picked.act_price > picked.price) await expect(main.getByText(`MRP ${inr.format(picked.act_price)}`).first()).toBeVisible();
      if (picked.image) await expect(main.getByRole("img", { name: `${multi.product_name}, ${picked.pack_name}` })).toBeVisible();
      await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute("href", productUrl);
      await noScript.close();

      // In the browser too, and each address keeps its own pack in the shared page cache.
      await page.goto(chosenUrl);
      await expect(packs.getByRole("radio", { name: new RegExp(`^${escapeRegExp(picked.pack_name)}`) })).toBeChecked();
      await expect(page.getByRole("button", { name: `Add ${multi.product_name}, ${picked.pack_name} to cart` })).toBeVisible();
      for (const [address, pack] of [[productUrl, usual], [chosenUrl, picked.pack_id]] as const) {
        // Fetched by the browser (it resolves *.localhost), read as text: no script of it runs.
        const html = await page.evaluate(async (url) => (await fetch(url, { cache: "no-store" })).text(), address);
        expect(serverCheckedPacks(html, multi.product_id)).toEqual([pack]);
      }

      // Unknown ids and another product's pack leave the page as it is without one.
      const other = products.find((product) => product.slug !== multi.slug && product.packs.length > 0)!;
      for (const wrong of ["999999", "abc", String(other.packs[0].pack_id)]) {
        await page.goto(`${productUrl}?pack=${wrong}`);
        await hydrated(page);
        await expect(packs.locator("input:checked")).toHaveAttribute("value", String(usual));
      }
    });
  });
}

import { expect, test, type Page } from "@playwright/test";
import { wcagViolations } from "./support/axe";
import { nuErrors } from "./support/nu-checker";
import { pageApi } from "./support/page-api";
import { shopperWithOrder, type Product } from "./support/shopper";
import { siteUrl } from "./support/sites";

/**
 * The gates every page type must pass on both demo websites: valid server HTML (the Nu HTML
 * Checker) and no WCAG 2.2 A/AA finding from axe at phone and desktop widths, for a guest's
 * pages and a signed-in shopper's (account, orders, an order, checkout with a cart).
 */
// Each test walks ten pages (and fetches every sitemap URL): more than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

const SITES = [
  { name: "retail", url: (base: string) => base },
  { name: "wholesale", url: (base: string) => siteUrl(base, "wholesale") },
];

/** The server's HTML for a path, fetched from inside the page with its cookies, as a browser's first request gets it. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const answer = await page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { accept: "text/html" }, credentials: "include" });
    return { status: response.status, html: await response.text() };
  }, path);
  expect(answer.status, `GET ${path}`).toBe(200);
  return answer.html;
}

type Days = { "@type"?: string; minValue?: number; maxValue?: number; unitCode?: string };
type ShippingDetails = {
  "@type"?: string;
  shippingDestination?: { addressCountry?: string; postalCode?: string[] };
  shippingRate?: { value?: string; currency?: string };
  deliveryTime?: { "@type"?: string; handlingTime?: Days; transitTime?: Days };
};
type ReturnPolicy = { "@type"?: string; applicableCountry?: string; returnPolicyCategory?: string; merchantReturnDays?: number; returnMethod?: string; returnFees?: string };
type Offer = {
  "@type"?: string;
  price?: string;
  priceCurrency?: string;
  availability?: string;
  shippingDetails?: ShippingDetails[];
  hasMerchantReturnPolicy?: ReturnPolicy;
};

const validDays = (days?: Days) => days?.["@type"] === "QuantitativeValue" && days.unitCode === "DAY" && Number.isInteger(days.minValue) && (days.maxValue ?? -1) >= (days.minValue ?? 0);

/** The pincodes both demo websites serve: an offer's shipping names these, never the whole of India. */
const SERVED_PINCODES = ["400001", "560001", "560034"];

const validDestination = (details: ShippingDetails) =>
  details["@type"] === "OfferShippingDetails" &&
  details.shippingDestination?.addressCountry === "IN" &&
  !!details.shippingDestination.postalCode?.length &&
  details.shippingRate?.currency === "INR" &&
  /^\d+\.\d{2}$/.test(details.shippingRate.value ?? "") &&
  details.deliveryTime?.["@type"] === "ShippingDeliveryTime" &&
  validDays(details.deliveryTime.handlingTime) &&
  validDays(details.deliveryTime.transitTime);

/** Both demo websites deliver to a few Indian pincodes in daily slots and publish a return window. */
const validShipping = (shipping?: ShippingDetails[]) => {
  const destinations = (shipping ?? []).flatMap((details) => details.shippingDestination?.postalCode ?? []);
  return !!shipping?.length && shipping.every(validDestination) && JSON.stringify(destinations.toSorted()) === JSON.stringify(SERVED_PINCODES);
};

const validReturnPolicy = (policy?: ReturnPolicy) =>
  policy?.["@type"] === "MerchantReturnPolicy" &&
  policy.applicableCountry === "IN" &&
  policy.returnPolicyCategory === "https://schema.org/MerchantReturnFiniteReturnWindow" &&
  (policy.merchantReturnDays ?? 0) > 0 &&
  !!policy.returnMethod?.startsWith("https://schema.org/Return") &&
  !!policy.returnFees?.startsWith("https://schema.org/");
type ProductMarkup = { "@type"?: string; name?: string; url?: string; image?: unknown[]; offers?: Offer; hasVariant?: { sku?: string; url?: string; offers?: Offer }[] };

/**
 * What keeps a product page's JSON-LD from being one valid Product (one pack) or ProductGroup (one
 * variant per pack), each offer with the website's delivery terms and return policy.
 */
function productMarkupProblems(loc: string, html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as ProductMarkup);
  const products = blocks.filter((block) => block["@type"] === "Product" || block["@type"] === "ProductGroup");
  if (products.length !== 1) return [`${loc}: ${products.length} Product/ProductGroup blocks`];
  const [product] = products;
  const validOffer = (offer?: Offer) =>
    offer?.["@type"] === "Offer" &&
    /^\d+\.\d{2}$/.test(offer.price ?? "") &&
    offer.priceCurrency === "INR" &&
    !!offer.availability &&
    validShipping(offer.shippingDetails) &&
    validReturnPolicy(offer.hasMerchantReturnPolicy);
  const problems: string[] = [];
  if (!product.name || product.url !== loc || !product.image?.length) problems.push(`${loc}: name, url or image missing`);
  if (product["@type"] === "Product" && !validOffer(product.offers)) problems.push(`${loc}: the Product has no valid Offer`);
  if (product["@type"] === "ProductGroup") {
    const variants = product.hasVariant ?? [];
    if (variants.length < 2) problems.push(`${loc}: a ProductGroup with ${variants.length} variant(s)`);
    for (const variant of variants) if (!variant.sku || !variant.url?.startsWith(`${loc}?pack=`) || !validOffer(variant.offers)) problems.push(`${loc}: variant ${variant.sku} incomplete`);
  }
  return problems;
}

for (const site of SITES) {
  test.describe(`${site.name}: page gates`, () => {
    let guest: Page;
    let shopper: Page;
    let url: string;
    let guestPaths: Record<string, string>;
    let shopperPaths: Record<string, string>;

    test.beforeAll(async ({ browser, baseURL }) => {
      url = site.url(baseURL!);
      // axe needs pages of contexts the test made itself.
      guest = await (await browser.newContext({ baseURL: url })).newPage();
      shopper = await (await browser.newContext({ baseURL: url })).newPage();
      const { placed } = await shopperWithOrder(shopper, url, 1);
      const { data } = await pageApi<{ data: Product[] }>(shopper, "GET", "/api/products?perPage=24");
      const product = data.find((candidate) => candidate.packs.length > 1 && candidate.packs[0].in_stock && candidate.category_slug) ?? data[0];
      await pageApi(shopper, "POST", "/api/cart/add", { pack_id: product.packs[0].pack_id, warehouse_id: product.packs[0].warehouse_id });
      guestPaths = {
        home: "/",
        list: "/products",
        category: `/products?c=${product.category_slug}`,
        product: `/products/${product.slug}`,
        content: "/about-us",
        login: "/auth/login",
      };
      shopperPaths = { account: "/account", orders: "/account/orders", order: `/account/orders/${placed.id}`, checkout: "/checkout" };
      await guest.goto(url);
    });
    test.afterAll(async () => {
      await guest.context().close();
      await shopper.context().close();
    });

    test("the server HTML of every page type is valid (Nu HTML Checker)", async () => {
      const documents: Record<string, string> = {};
      for (const [name, path] of Object.entries(guestPaths)) documents[name] = await serverHtml(guest, path);
      for (const [name, path] of Object.entries(shopperPaths)) documents[name] = await serverHtml(shopper, path);
      expect(nuErrors(documents)).toEqual([]);
    });

    test("every sitemap URL answers 200 as an indexable page canonical to itself, every product page has valid product markup, and every product is listed", async () => {
      const sitemap = await guest.evaluate(async () => (await fetch("/sitemap.xml")).text());
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll("&amp;", "&"));
      expect(listed.length).toBeGreaterThan(10);
      const origin = new URL(url).origin;
      const wrong: string[] = [];
      for (const loc of listed) {
        if (new URL(loc).origin !== origin) {
          wrong.push(`${loc}: another host`);
          continue;
        }
        const answer = await guest.evaluate(async (target) => {
          const response = await fetch(target, { headers: { accept: "text/html" } });
          return { status: response.status, html: await response.text() };
        }, loc);
        const canonical = answer.html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
        if (answer.status !== 200) wrong.push(`${loc}: ${answer.status}`);
        else if (/<meta name="robots" content="[^"]*noindex/.test(answer.html)) wrong.push(`${loc}: noindex`);
        else if (!canonical || new URL(canonical).href !== new URL(loc).href) wrong.push(`${loc}: canonical ${canonical}`);
        else if (new URL(loc).pathname.startsWith("/products/")) wrong.push(...productMarkupProblems(loc, answer.html));
      }
      expect(wrong).toEqual([]);

      const products: string[] = [];
      for (let page = 1; ; page++) {
        const { data } = await pageApi<{ data: Product[] }>(guest, "GET", `/api/products?perPage=100&page=${page}`);
        products.push(...data.map((product) => `${origin}/products/${product.slug}`));
        if (data.length < 100) break;
      }
      expect(products.filter((product) => !listed.includes(product))).toEqual([]);
    });

    for (const width of [390, 1280]) {
      test(`axe finds no WCAG 2.2 A/AA violation on any page type at ${width} px`, async () => {
        const findings: Record<string, unknown> = {};
        for (const [page, paths] of [[guest, { ...guestPaths, "not found": "/no-such-page" }], [shopper, shopperPaths]] as const) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
          for (const [name, path] of Object.entries(paths)) {
            await page.goto(path);
            await expect(page.getByRole("main")).toBeVisible();
            const violations = await wcagViolations(page);
            if (violations.length) findings[name] = violations;
          }
        }
        expect(findings).toEqual({});
      });

      test(`axe finds no WCAG 2.2 A/AA violation with the cart, pincode and wishlist dialogs open at ${width} px`, async () => {
        await shopper.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        const findings: Record<string, unknown> = {};
        // Colours are measured once the dialog's fade-in has ended: half-way through, its buttons are paler.
        const check = async (name: string) => {
          await shopper.getByRole("dialog").evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
          const violations = await wcagViolations(shopper);
          if (violations.length) findings[name] = violations;
        };

        await shopper.goto(guestPaths.product);
        await shopper.getByRole("banner").getByRole("button", { name: /^Cart, / }).filter({ visible: true }).first().click();
        await expect(shopper.getByRole("dialog", { name: "Cart Summary" })).toBeVisible();
        await check("cart panel");
        await shopper.keyboard.press("Escape");
        await expect(shopper.getByRole("dialog", { name: "Cart Summary" })).toBeHidden();

        const pincodeButton = shopper.getByRole("banner").getByRole("button", { name: /^(Select pincode|Deliver to \d{6})$/ }).filter({ visible: true });
        if (await pincodeButton.count()) {
          await pincodeButton.first().click();
        } else {
          await shopper.getByRole("button", { name: "Open menu" }).click();
          await shopper.getByRole("dialog").getByRole("button", { name: /^(Select pincode|Deliver to \d{6})$/ }).click();
        }
        await expect(shopper.getByRole("dialog", { name: "Change Location" })).toBeVisible();
        await check("pincode dialog");
        await shopper.keyboard.press("Escape");
        await expect(shopper.getByRole("dialog", { name: "Change Location" })).toBeHidden();

        await shopper.getByRole("button", { name: /^Save .+ to wishlist$/ }).filter({ visible: true }).first().click();
        await expect(shopper.getByRole("dialog", { name: "Add Products In Wishlist" })).toBeVisible();
        await check("wishlist dialog");
        await shopper.keyboard.press("Escape");

        expect(findings).toEqual({});
      });
    }
  });
}

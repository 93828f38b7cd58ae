import http from "node:http";
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { expectNoLayoutShift, watchLayoutShifts } from "./support/layout-shift";
import { MONITORED_SITE_URL } from "./support/monitored-site";
import { registerByApi } from "./support/sign-in";
import { siteUrl } from "./support/sites";
import { setPackPriceBehindTheBackend } from "./support/store-database";

const PRODUCT = "/products/royal-harvest-classic-basmati-rice";
const PRODUCT_NAME = "Royal Harvest Classic Basmati Rice";
/** The shopper's own pincode (the about page names every served pincode, so only its uses as theirs are looked for). */
const SHOPPER_PINCODE = "560034";
/** A shopper of this spec's own, so its cart and wishlist never reach the demo customers other specs use. */
const SHOPPER_NAME = "Nandini Cachewala";

type Shopper = { headers: Record<string, string>; phone: string; productId: number };

/** What would give the shopper away in a page: their name, phone, pincode as chosen, the account menu. */
const personal = (shopper: Shopper) => [SHOPPER_NAME, shopper.phone, `Deliver to ${SHOPPER_PINCODE}`, `"pincode":"${SHOPPER_PINCODE}"`, "Logout"];

/** Registers and signs in a new shopper and gives them a cart line, a pincode and a wishlisted product. */
async function shopperWithCartPincodeAndWishlist(request: APIRequestContext, baseURL: string): Promise<Shopper> {
  const { headers, phone } = await registerByApi(request, baseURL, SHOPPER_NAME);
  const product = (await (await request.get(`/s/api/products/royal-harvest-classic-basmati-rice`, { headers })).json()) as {
    product_id: number;
    packs: { pack_id: number; warehouse_id: number }[];
    wishlist: boolean;
  };
  expect((await request.get(`/s/api/check/pincode/${SHOPPER_PINCODE}`, { headers })).ok()).toBe(true);
  expect((await request.post("/s/api/cart/add", { headers, data: { pack_id: product.packs[0].pack_id, warehouse_id: product.packs[0].warehouse_id } })).ok()).toBe(true);
  if (!product.wishlist) {
    expect((await request.post("/s/api/wishlist/update", { headers, data: { product_id: product.product_id, wishlist_category_id: 0 } })).ok()).toBe(true);
  }
  return { headers, phone, productId: product.product_id };
}

/**
 * What a page says, independent of the order it was streamed in: React sends Suspense boundaries and
 * Next sends its page data rows in whatever order they resolve, so two renders of the same content
 * may differ in order (and in where the page data is cut into scripts), never in content. The markup
 * is compared tag by tag and the page data row by row, each sorted.
 */
function pageContent(html: string) {
  const flight: string[] = [];
  const markup = html.replace(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs, (_script, args: string) => {
    const [kind, payload] = JSON.parse(args) as [number, string?];
    if (kind === 1 && payload) flight.push(payload);
    return "";
  });
  return { markup: markup.split("<").sort(), flight: flightRows(flight.join("")).sort() };
}

/** Next's page data as rows: "id:value" up to a newline, or "id:T<hex byte length>,text" with no terminator. */
function flightRows(data: string): string[] {
  const bytes = Buffer.from(data, "utf8");
  const rows: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at);
    const text = colon >= 0 && bytes[colon + 1] === "T".charCodeAt(0) ? bytes.indexOf(",", colon) : -1;
    const end = text >= 0 ? text + 1 + parseInt(bytes.subarray(colon + 2, text).toString(), 16) : bytes.indexOf("\n", at);
    const stop = end < 0 ? bytes.length : end;
    rows.push(bytes.subarray(at, stop).toString("utf8"));
    at = text >= 0 ? stop : stop + 1;
  }
  return rows;
}

/** The text an element paints, with the CSS-generated text the visitor hint draws (::before). */
function paintedText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
      if (!(node instanceof Element)) return;
      const generated = getComputedStyle(node, "::before").content;
      if (generated.startsWith('"')) parts.push(JSON.parse(generated) as string);
      node.childNodes.forEach(walk);
    };
    walk(root);
    return parts.join("").replace(/\s+/g, " ").trim();
  });
}

/** Holds the visitor call until released, so the test sees what the page paints before it answers. */
async function holdVisitorCall(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/s/api/visitor", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A plain HTTP GET with the headers as given (Host included), as a client or a forger sends them. */
function rawGet(server: URL, path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: server.hostname, port: server.port, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(body));
    });
    request.on("error", reject);
  });
}

async function signedInBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const shopper = await shopperWithCartPincodeAndWishlist(context.request, baseURL);
  return { context, shopper };
}

test.describe("public pages are the same for everyone, cached per website", () => {
  test("a guest and a signed-in shopper get the same product page HTML; each then sees their own header", async ({ browser, playwright, baseURL }) => {
    // The shopper's writes (cart, wishlist) come first. A write may expire the page, and a copy asked
    // while it is rebuilt can be the one before: the two copies compared must be of the same moment,
    // so they are asked again until they are (a personal part would keep them apart for good).
    const { context: shopper, shopper: who } = await signedInBrowser(browser, baseURL!);
    const guestRequest = await playwright.request.newContext({ baseURL });
    let shopperHtml = "";
    const sameForBoth = async () => {
      const guestHtml = await (await guestRequest.get(PRODUCT)).text();
      shopperHtml = await (await shopper.request.get(PRODUCT)).text();
      return JSON.stringify(pageContent(shopperHtml)) === JSON.stringify(pageContent(guestHtml));
    };
    await expect.poll(sameForBoth, { message: "the guest's and the shopper's product page HTML" }).toBe(true);
    expect(shopperHtml).toContain(PRODUCT_NAME);
    for (const text of personal(who)) expect(shopperHtml).not.toContain(text);
    await guestRequest.dispose();

    // The guest: Login, an empty badge, no pincode, an empty heart; nothing moves.
    const guest = await browser.newPage({ baseURL });
    await watchLayoutShifts(guest);
    await guest.goto(PRODUCT);
    const guestHeader = guest.getByRole("banner");
    await expect(guestHeader.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(guestHeader.getByRole("button", { name: "Cart, 0 items" })).toBeVisible();
    await expect(guestHeader.getByRole("button", { name: "Select pincode" }).first()).toBeVisible();
    await expect(guest.getByRole("button", { name: `Save ${PRODUCT_NAME} to wishlist` }).first()).toHaveAttribute("aria-pressed", "false");
    await expectNoLayoutShift(guest);
    await guest.close();

    // The shopper, on a second page view (the first wrote the visitor hint): before the visitor call
    // answers the header already shows the account, the count and the pincode, never Login.
    const page = await shopper.newPage();
    await page.goto("/about-us");
    await expect(page.getByRole("banner").getByRole("button", { name: SHOPPER_NAME })).toBeVisible();
    // The hint is written once the visitor call has answered; the next page view reads it.
    await expect.poll(async () => decodeURIComponent((await shopper.cookies()).find((cookie) => cookie.name === "visitor_hint")?.value ?? "")).toMatch(/^1\|/);
    await watchLayoutShifts(page);
    const release = await holdVisitorCall(page);
    await page.goto(PRODUCT);
    const header = page.getByRole("banner");
    const accountPlaceholder = header.locator('[data-hint-when="member"]').first();
    await expect(accountPlaceholder).toBeVisible();
    expect(await paintedText(accountPlaceholder)).toBe(SHOPPER_NAME);
    await expect(header.getByRole("link", { name: "Login" })).toBeHidden();
    expect(await paintedText(header.getByTestId("cart-badge").filter({ visible: true }))).toBe("1");
    await expect(header.getByRole("button", { name: `Deliver to ${SHOPPER_PINCODE}` }).first()).toBeVisible();
    release();
    await expect(header.getByRole("button", { name: SHOPPER_NAME })).toBeVisible();
    await expect(header.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await expect(header.getByRole("button", { name: `Deliver to ${SHOPPER_PINCODE}` }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Saved ${PRODUCT_NAME} to wishlist` }).first()).toHaveAttribute("aria-pressed", "true");
    await expectNoLayoutShift(page);
    await shopper.close();
  });

  test("the two demo websites never share a cached page, whichever is asked first", async ({ baseURL }) => {
    const retail = new URL(baseURL!);
    const wholesale = new URL(siteUrl(baseURL, "wholesale"));
    const page = async (site: URL, path: string) => {
      const html = await rawGet(retail, path, { host: site.host });
      return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "", canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "" };
    };
    const nameOf = (site: URL) => (site === retail ? "Annapurna Store" : "Bulk Bazaar Wholesale");
    // Each path is new to the cache; the first website to ask builds it, the other must get its own.
    for (const [first, second, path] of [
      [retail, wholesale, "/products?sort=name"],
      [wholesale, retail, "/products?sort=newest"],
    ] as const) {
      for (const site of [first, second]) {
        const seen = await page(site, path);
        expect(seen.title).toContain(nameOf(site));
        expect(seen.canonical).toBe(`${site.origin}/products`);
      }
    }
    for (const [first, second, path] of [
      [wholesale, retail, "/about-us"],
      [retail, wholesale, "/"],
    ] as const) {
      for (const site of [first, second, first]) {
        const seen = await page(site, path);
        expect(seen.title).toContain(nameOf(site));
        expect(seen.canonical.startsWith(site.origin)).toBe(true);
      }
    }
  });

  test("a forged Host or X-Forwarded-Host changes no URL in any page, sitemap or robots file", async ({ baseURL }) => {
    const base = new URL(baseURL!);
    const get = (path: string, headers: Record<string, string>) => rawGet(base, path, headers);
    const forgeries: Record<string, string>[] = [
      { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { host: base.host, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { host: `evil.example:${base.port}`, "x-forwarded-host": `evil.example:${base.port}` },
    ];
    for (const path of ["/", "/products", PRODUCT, "/about-us", "/sitemap.xml", "/robots.txt", "/products?c=rice-grains"]) {
      for (const headers of forgeries) {
        const body = await get(path, headers);
        expect(body.length).toBeGreaterThan(100);
        expect(body).not.toContain("evil.example");
        expect(body).toContain(base.origin);
      }
    }
  });

  test("nothing personal is in a response marked public; the visitor's own answers are private", async ({ playwright, browser, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const shopper = await shopperWithCartPincodeAndWishlist(request, baseURL!);
    const { headers } = shopper;
    for (const path of ["/", "/products", "/products?c=rice-grains", PRODUCT, "/about-us", "/sitemap.xml", "/robots.txt", "/s/api/products", "/s/api/site", "/s/api/visitor", `/s/api/products/royal-harvest-classic-basmati-rice`]) {
      // The signed-in visitor's API reads carry their wishlist flags, so they are private; a cookie-less caller gets the shared one.
      const response = await request.get(path, { headers: path.startsWith("/s/api/") ? { "x-store-origin": headers["x-store-origin"] } : {} });
      expect(response.ok()).toBe(true);
      const cacheControl = response.headers()["cache-control"] ?? "";
      const shared = /\bpublic\b|s-maxage/.test(cacheControl);
      if (!path.startsWith("/s/api/")) expect(shared, `${path}: ${cacheControl}`).toBe(true);
      if (shared) {
        expect(response.headers()["set-cookie"], path).toBeUndefined();
        const body = await response.text();
        for (const text of personal(shopper)) expect(body, `${path} holds ${text}`).not.toContain(text);
      }
    }
    for (const path of ["/account", "/checkout", "/s/api/visitor", "/s/api/init", "/s/api/cart"]) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toMatch(/private|no-store/);
      expect(response.headers()["cache-control"], path).not.toMatch(/\bpublic\b|s-maxage/);
    }
    // The payloads a signed-in shopper's browser prefetches (RSC) are shared like the pages: nothing of theirs in them.
    const context = await browser.newContext({ baseURL, storageState: await request.storageState() });
    const page = await context.newPage();
    const prefetched: Promise<void>[] = [];
    page.on("response", (response) => {
      if (!new URL(response.url()).searchParams.has("_rsc")) return;
      prefetched.push(
        (async () => {
          const cacheControl = response.headers()["cache-control"] ?? "";
          if (!/\bpublic\b|s-maxage/.test(cacheControl)) return;
          expect(response.headers()["set-cookie"], response.url()).toBeUndefined();
          const body = await response.text();
          for (const text of personal(shopper)) expect(body, `${response.url()} holds ${text}`).not.toContain(text);
        })(),
      );
    });
    await page.goto(PRODUCT);
    await expect(page.getByRole("button", { name: new RegExp(SHOPPER_NAME.split(" ")[0]) }).first()).toBeVisible();
    for (const link of await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").all()) await link.hover();
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
    await Promise.all(prefetched);
    await context.close();
    const anonymous = await playwright.request.newContext({ baseURL });
    const shared = await anonymous.get("/s/api/products");
    expect(shared.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    await anonymous.dispose();
    await request.dispose();
  });
});

test.describe("freshness", () => {
  test.use({ baseURL: MONITORED_SITE_URL });

  const operator = { authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}`, "content-type": "application/json" };

  async function firstPack(request: APIRequestContext, slug: string) {
    const product = (await (await request.get(`/s/api/products/${slug}`)).json()) as { packs: { pack_id: number; price: number }[] };
    return product.packs[0];
  }

  test("a price changed through the backend shows on the product page and in the list on the next request", async ({ page, request }) => {
    const slug = "royal-harvest-classic-basmati-rice";
    const pack = await firstPack(request, slug);
    const list = `/products?q=${encodeURIComponent("classic basmati")}`;
    const packOption = (price: string) => page.getByRole("radio", { name: new RegExp(`₹${price.replace(".", "\\.")}`) });
    await page.goto(`/products/${slug}`);
    await expect(packOption("69.00")).toBeVisible();
    await page.goto(list);
    await expect(page.getByTestId("product-card").filter({ hasText: PRODUCT_NAME }).getByText("₹69.00")).toBeVisible();

    const change = await request.patch(`/s/api/operator/packs/${pack.pack_id}`, { headers: operator, data: { price: 61 } });
    expect(change.ok()).toBe(true);

    await page.goto(`/products/${slug}`);
    await expect(packOption("61.00")).toBeVisible();
    await expect(packOption("69.00")).toHaveCount(0);
    await page.goto(list);
    await expect(page.getByTestId("product-card").filter({ hasText: PRODUCT_NAME }).getByText("₹61.00")).toBeVisible();
  });

  test("the operator API refuses a caller without the token", async ({ request }) => {
    const pack = await firstPack(request, "royal-harvest-classic-basmati-rice");
    const response = await request.patch(`/s/api/operator/packs/${pack.pack_id}`, { headers: { "content-type": "application/json" }, data: { price: 1 } });
    expect(response.status()).toBe(401);
  });

  test("a price changed behind the backend's back shows once the cache window has passed", async ({ page, request }) => {
    const slug = ((await (await request.get("/s/api/products?perPage=2&sort=name")).json()) as { data: { slug: string }[] }).data[1].slug;
    const pack = await firstPack(request, slug);
    await page.goto(`/products/${slug}`);
    const before = `₹${pack.price.toFixed(2)}`;
    await expect(page.getByText(before).first()).toBeVisible();
    await setPackPriceBehindTheBackend(pack.pack_id, 1234);
    // Stale copies may be served while the page is rebuilt in the background; then the new price.
    const windowSeconds = Number(process.env.E2E_MONITORED_CACHE_SECONDS);
    // Polled over plain HTTP (a browser load per poll can take longer than the window); then seen in the page.
    await expect
      .poll(async () => (await (await request.get(`/products/${slug}`)).text()).includes("₹12.34"), {
        timeout: windowSeconds * 5 * 1000,
        intervals: [500],
      })
      .toBe(true);
    await page.goto(`/products/${slug}`);
    await expect(page.getByText("₹12.34").first()).toBeVisible();
  });
});

import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { englishLeftOn, overflowingControls } from "./support/interface-language";
import { pageApi, registerInPage } from "./support/page-api";
import { TEST_CODE } from "./support/sign-in";
import { siteUrl } from "./support/sites";

const PRODUCT = "/products/royal-harvest-classic-basmati-rice";

test.describe("the store in Hindi and Kannada", () => {
  test("Hindi and Kannada home pages speak their language in the frame, with lang, canonical and hreflang", async ({ page, baseURL }) => {
    // Two axe scans of the home page, the longest page there is.
    test.slow();
    const origin = new URL(baseURL!).origin;
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("searchbox").or(page.getByRole("combobox")).first()).toHaveAttribute("placeholder", "चावल, आटा, दाल, तेल खोजें…");
    await expect(page.getByRole("contentinfo")).toContainText("कीमतें भारतीय रुपये (₹) में हैं, सभी कर शामिल हैं।");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/hi`);
    const hreflang = page.locator('link[rel="alternate"][hreflang]');
    expect(await hreflang.evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`))).toEqual([
      `en-IN ${origin}`,
      `hi-IN ${origin}/hi`,
      `kn-IN ${origin}/kn`,
      `x-default ${origin}`,
    ]);
    const website = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type"?: string; inLanguage?: string; url?: string })
      .find((item) => item["@type"] === "WebSite");
    expect(website).toMatchObject({ inLanguage: "hi-IN", url: `${origin}/hi` });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/kn");
    await expect(page.locator("html")).toHaveAttribute("lang", "kn-IN");
    await expect(page.getByRole("contentinfo")).toContainText("ಬೆಲೆಗಳು ಭಾರತೀಯ ರೂಪಾಯಿಗಳಲ್ಲಿ (₹), ಎಲ್ಲ ತೆರಿಗೆಗಳು ಸೇರಿ.");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the English page is unchanged: English frame, no prefix, alternates naming the other languages", async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(PRODUCT);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("contentinfo")).toContainText("Prices in Indian rupees (₹), inclusive of all taxes.");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${PRODUCT}`);
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", `${origin}/hi${PRODUCT}`);
  });

  test("a Hindi product page and list keep links in Hindi and are cached and shared like the English ones", async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.goto(`/hi${PRODUCT}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/hi${PRODUCT}`);
    const product = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type"?: string; inLanguage?: string; url?: string })
      .find((item) => item["@type"] === "ProductGroup");
    expect(product).toMatchObject({ inLanguage: "hi-IN", url: `${origin}/hi${PRODUCT}` });
    // The logo leads to the Hindi home page.
    await expect(page.getByRole("banner").getByRole("link").first()).toHaveAttribute("href", "/hi");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/hi/products?c=rice-grains");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/hi/products?c=rice-grains`);

    for (const path of [PRODUCT, `/hi${PRODUCT}`]) {
      await request.get(path);
      const again = await request.get(path);
      expect(again.status()).toBe(200);
      expect(again.headers()["cache-control"], path).toMatch(/s-maxage=\d+/);
      expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
    }
    const english = await (await request.get(PRODUCT)).text();
    const hindi = await (await request.get(`/hi${PRODUCT}`)).text();
    expect(english).toContain('lang="en-IN"');
    expect(hindi).toContain('lang="hi-IN"');
  });

  test("a language the website does not offer is not a page", async ({ page, request, baseURL }) => {
    // Chromium resolves *.localhost to this machine; the API client does not.
    const notOffered = (await page.goto(siteUrl(baseURL, "wholesale", "/kn/products")))!;
    expect(notOffered.status()).toBe(404);
    expect(await notOffered.text()).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
    expect((await page.goto(siteUrl(baseURL, "wholesale", "/hi/products")))!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect((await request.get("/en/products")).status()).toBe(404);
    // Accept-Language never redirects: the address decides the language.
    const asked = await request.get("/products", { headers: { "Accept-Language": "hi-IN,hi;q=0.9" }, maxRedirects: 0 });
    expect(asked.status()).toBe(200);
    expect(await asked.text()).toContain('lang="en-IN"');
  });

  test("a missing page is answered in the language of its address, as the server renders it", async ({ page }) => {
    const hindi = (await page.goto("/hi/no-such-page"))!;
    expect(hindi.status()).toBe(404);
    const hindiHtml = await hindi.text();
    expect(hindiHtml).toMatch(/^<!DOCTYPE html><html lang="hi-IN"/);
    expect(hindiHtml).toContain("पेज नहीं मिला");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेज नहीं मिला");
    await expect(page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
    expect(await englishLeftOn(page, "hi")).toEqual([]);

    const english = (await page.goto("/no-such-page"))!;
    expect(english.status()).toBe(404);
    expect(await english.text()).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("the header's language menu and the phone drawer keep the shopper on the same page", async ({ page, context }) => {
    await page.goto("/products?c=rice-grains");
    const menu = page.getByRole("banner").getByRole("button", { name: "Language: English" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/products\?c=rice-grains$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("hi");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hi${PRODUCT}`);
    await page.getByRole("button", { name: "मेन्यू खोलें" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await drawer.getByRole("link", { name: "ಕನ್ನಡ" }).click();
    await expect(page).toHaveURL(new RegExp(`/kn${PRODUCT}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "kn-IN");
  });

  test("searching by a Hindi and a Kannada word stays in the page's language and finds rice", async ({ page }) => {
    for (const [language, word, searchLabel, riceName] of [
      ["hi", "चावल", "उत्पाद खोजें", /रॉयल हार्वेस्ट क्लासिक बासमती चावल/],
      ["kn", "ಅಕ್ಕಿ", "ಉತ್ಪನ್ನಗಳನ್ನು ಹುಡುಕಿ", /ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಕ್ಲಾಸಿಕ್ ಬಾಸ್ಮತಿ ಅಕ್ಕಿ/],
    ] as const) {
      await page.goto(`/${language}`);
      const field = page.getByRole("combobox", { name: searchLabel });
      await field.fill(word);
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${language}/products\\?q=`));
      await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
      // The product's name in the page's language (the demo seed translates it).
      await expect(page.getByRole("main").getByRole("link", { name: riceName }).first()).toBeVisible();
    }
  });

  /**
   * The shopper's screens in each of a website's other languages, at a desktop's and a phone's width:
   * no English interface text on them (catalogue names may stay English), no button or label whose
   * words run out of its box on the phone, axe 0.
   */
  const addToCart: Record<string, string> = { hi: "कार्ट में डालें", kn: "ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ" };
  const cart: Record<string, string> = { hi: "कार्ट", kn: "ಕಾರ್ಟ್" };
  /** The words the walk from the cart to the order page follows, as each language's messages file writes them. */
  const checkoutWords: Record<string, { toCheckout: string; payment: string; cod: string; placeOrder: string; viewOrder: string; paymentSummary: string }> = {
    hi: { toCheckout: "चेकआउट पर जाएँ", payment: "भुगतान का तरीका", cod: "कैश ऑन डिलीवरी", placeOrder: "ऑर्डर करें", viewOrder: "ऑर्डर देखें", paymentSummary: "भुगतान का सारांश" },
    kn: { toCheckout: "ಚೆಕ್‌ಔಟ್‌ಗೆ ಮುಂದುವರಿಸಿ", payment: "ಪಾವತಿ ವಿಧಾನ", cod: "ಕ್ಯಾಶ್ ಆನ್ ಡೆಲಿವರಿ", placeOrder: "ಆರ್ಡರ್ ಮಾಡಿ", viewOrder: "ಆರ್ಡರ್ ನೋಡಿ", paymentSummary: "ಪಾವತಿ ಸಾರಾಂಶ" },
  };

  /** A new shopper, signed in in the page, with an address at a pincode both websites deliver to (chosen as the page's pincode too). */
  async function newShopper(page: Page): Promise<string> {
    await page.context().clearCookies();
    const phone = await registerInPage(page, "Asha Rao");
    const address = { name: "Asha Rao", phone, pincode: "560001", line1: "7 Temple Street", line2: "Indiranagar", landmark: "", city: "Bengaluru", state: "Karnataka" };
    await pageApi(page, "POST", "/api/account/addresses", address);
    await pageApi(page, "GET", "/api/check/pincode/560001");
    return phone;
  }

  /** The screen's words are the language's: no English interface text, nothing running out of its box on the phone. */
  async function speaks(page: Page, language: string, screen: string) {
    expect(await englishLeftOn(page, language), `${screen} in ${language}`).toEqual([]);
    expect(await overflowingControls(page), `${screen} in ${language}`).toEqual([]);
  }

  /**
   * After the order, as the same shopper signed out: a private page sends them to sign in in the
   * page's language and back to it; then their orders, addresses and wishlist speak the language too.
   */
  async function accountScreensSpeak(page: Page, phone: string) {
    const product = await pageApi<{ product_id: number }>(page, "GET", `/api/products/${PRODUCT.split("/").pop()}`);
    await pageApi(page, "POST", "/api/wishlist/update", { product_id: product.product_id, wishlist_category_id: 0 });
    await page.context().clearCookies();
    await page.goto("/hi/account/orders");
    await expect(page).toHaveURL(/\/hi\/auth\/login$/);
    await page.getByRole("textbox", { name: "मोबाइल नंबर" }).fill(phone);
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/auth\/verify/);
    await page.getByRole("textbox", { name: "वेरिफ़िकेशन कोड" }).fill(TEST_CODE);
    await page.getByRole("button", { name: "वेरिफ़ाई करें" }).click();
    await expect(page).toHaveURL(/\/hi\/account\/orders$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरे ऑर्डर");
    await expect(page.getByRole("main").getByText(/^ऑर्डर की तारीख .+ · \d+ आइटम$/)).toBeVisible();
    await speaks(page, "hi", "orders list");

    await page.goto("/hi/account/addresses");
    await expect(page.getByRole("button", { name: "Asha Rao का पता बदलें" })).toBeVisible();
    await speaks(page, "hi", "addresses");

    await page.goto("/hi/account/wishlist");
    await expect(page.getByRole("region", { name: "डिफ़ॉल्ट" }).getByRole("link", { name: "रॉयल हार्वेस्ट क्लासिक बासमती चावल" })).toBeVisible();
    await speaks(page, "hi", "wishlist");
  }

  async function screensSpeak(page: Page, site: (path: string) => string, language: string, search: string, afterOrder?: (phone: string) => Promise<void>) {
    const screens = [
      ["home", `/${language}`],
      ["list", `/${language}/products?c=rice-grains`],
      ["product page", `/${language}${PRODUCT}`],
      ["search", `/${language}/products?q=${encodeURIComponent(search)}`],
      ["empty search", `/${language}/products?q=zzzqqq`],
    ] as const;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [screen, path] of screens) {
        await page.goto(site(path));
        await expect(page.locator("html")).toHaveAttribute("lang", `${language}-IN`);
        await expect(page.getByRole("main")).toBeVisible();
        expect(await englishLeftOn(page, language), `${screen} in ${language} at ${width}px`).toEqual([]);
        if (width === 390) expect(await overflowingControls(page), `${screen} in ${language} at ${width}px`).toEqual([]);
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    // On the phone, a shopper's walk: the cart panel with a pack in it, checkout with cash on
    // delivery, the order confirmation and the order page, every screen in the page's language.
    await page.goto(site(`/${language}${PRODUCT}`));
    const phone = await newShopper(page);
    await page.goto(site(`/${language}${PRODUCT}`));
    await page.getByRole("main").getByRole("button", { name: new RegExp(`${addToCart[language]}$`) }).first().click();
    await page.getByRole("banner").getByRole("button", { name: new RegExp(`^${cart[language]}, [1-9]`) }).click();
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("group").first()).toBeVisible();
    await speaks(page, language, "cart");
    expect(await seriousViolations(page)).toEqual([]);

    const words = checkoutWords[language];
    await panel.getByRole("link", { name: words.toCheckout }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/checkout$`));
    await page.getByRole("radiogroup", { name: words.payment }).getByRole("radio", { name: words.cod }).check();
    const placeOrder = page.getByRole("button", { name: words.placeOrder, exact: true });
    await expect(placeOrder).toBeEnabled();
    await speaks(page, language, "checkout");
    expect(await seriousViolations(page)).toEqual([]);

    await placeOrder.click();
    await expect(page).toHaveURL(new RegExp(`/${language}/order/success/`));
    await expect(page.getByRole("region", { name: words.paymentSummary })).toContainText(words.cod);
    await speaks(page, language, "order confirmation");

    await page.getByRole("link", { name: words.viewOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/account/orders/\\d+$`));
    await expect(page.getByRole("region", { name: words.paymentSummary })).toContainText(words.cod);
    await speaks(page, language, "order page");
    await afterOrder?.(phone);
  }

  test("Annapurna Store's home, list, product page, search, cart, checkout, order page and account pages speak Hindi throughout", async ({ page }) => {
    // Ten pages at two widths, then the phone walk from the cart to the order page and the account.
    test.slow();
    await screensSpeak(page, (path) => path, "hi", "चावल", (phone) => accountScreensSpeak(page, phone));
  });

  test("Annapurna Store's home, list, product page, search, cart, checkout and order page speak Kannada throughout, and the switcher keeps the page", async ({ page }) => {
    test.slow();
    await screensSpeak(page, (path) => path, "kn", "ಅಕ್ಕಿ");
    // The product page's words in Kannada, then the header's switcher keeps the page in Hindi.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/kn${PRODUCT}`);
    await expect(page.getByRole("radiogroup", { name: "ಪ್ಯಾಕ್ ಗಾತ್ರ" })).toBeVisible();
    await expect(page.getByRole("button", { name: /ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ$/ }).first()).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: /^ಭಾಷೆ/ }).click();
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(new RegExp(`/hi${PRODUCT}$`));
    await expect(page.getByRole("radiogroup", { name: "पैक साइज़" })).toBeVisible();
  });

  test("the wholesale website's home, list, product page and search speak Hindi throughout", async ({ page, baseURL }) => {
    test.slow();
    await screensSpeak(page, (path) => siteUrl(baseURL, "wholesale", path), "hi", "चावल");
  });

  test("sitemap.xml lists each language's address with its alternates", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${origin}/kn${PRODUCT}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi${PRODUCT}"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${PRODUCT}"/>`);
  });
});

test.describe("the catalogue in Hindi and Kannada", () => {
  test("a product's Hindi name shows on its /hi page and in the list, a Kannada name is found by search, and only those pages name their script's font", async ({ page, request }) => {
    await page.goto(`/hi${PRODUCT}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("रॉयल हार्वेस्ट क्लासिक बासमती चावल");
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", "/s/fonts/noto-sans-devanagari-devanagari-wght-400-800.woff2");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--font-family"))).toContain('"Noto Sans Devanagari"');

    await page.goto("/hi/products?c=basmati-rice");
    await expect(page.getByRole("main").getByRole("link", { name: /रॉयल हार्वेस्ट क्लासिक बासमती चावल/ }).first()).toBeVisible();

    await page.goto(`/kn/products?q=${encodeURIComponent("ಸೋನಾ ಮಸೂರಿ")}`);
    await expect(page.getByRole("main").getByRole("link", { name: /ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಸೋನಾ ಮಸೂರಿ ಅಕ್ಕಿ/ }).first()).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", "/s/fonts/noto-sans-kannada-kannada-wght-400-800.woff2");

    const english = await (await request.get(PRODUCT)).text();
    expect(english).toContain("Royal Harvest Classic Basmati Rice");
    const stylesheets = [...english.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const text of [english, ...(await Promise.all(stylesheets.map(async (href) => (await request.get(href)).text())))]) {
      expect(text).not.toMatch(/Noto Sans (Devanagari|Kannada)|\/s\/fonts\//);
    }
  });
});

import { expect, request as playwrightRequest, test, type Browser, type Locator } from "@playwright/test";
import { DEMO_USERS, signIn, signInByApi, signInWithTheForm, TEST_CODE } from "./support/sign-in";
import { siteUrl } from "./support/sites";
import { fillAddressForm } from "./support/address-form";

const SHOTS = "/tmp/account-shots";

// Several pages per test; a dev server compiles each on first use.
test.describe.configure({ timeout: 150_000 });

test.describe("account area", () => {
  test("a customer sees the dashboard, orders, an order and addresses", async ({ page }) => {
    await signIn(page, DEMO_USERS.customer.phone);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: `Hello, ${DEMO_USERS.customer.name}` })).toBeVisible();
    await expect(page).toHaveTitle(/^My account/);
    const nav = page.getByRole("navigation", { name: "Account" });
    for (const label of ["Dashboard", "Orders", "Addresses", "Profile", "Wishlist"]) await expect(nav.getByRole("link", { name: label })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sales dashboard" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Recent orders" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-account.png`, fullPage: true });

    // A private order page is fetched when it is opened, never prefetched for every card in the list.
    const orderPrefetches: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"] && /\/account\/orders\/\d+/.test(request.url())) orderPrefetches.push(request.url());
    });
    await nav.getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { name: "My orders" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Total: 6")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(orderPrefetches).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desktop-orders.png`, fullPage: true });
    await page.getByRole("link", { name: /^Order AS-\d+/ }).first().click();
    await expect(page.getByRole("heading", { name: /^Order AS-\d+$/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Payment summary" }).getByText("Total", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Status" }).getByText("Placed", { exact: true })).toBeVisible();
    // A demo order is placed through checkout, so it lists its delivery by warehouse, with the slot chosen there.
    await expect(page.getByText("From Annapurna Central Warehouse")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-order.png`, fullPage: true });

    await page.goto("/account/addresses");
    await expect(page.getByText("Flat 402, Lakeview Residency, 17th Main")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-addresses.png`, fullPage: true });
  });

  test("a customer adds an address with the shared messages, then deletes it after confirming", async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.phone);
    await page.goto("/account/addresses");
    await page.getByRole("button", { name: "Add a new address" }).click();
    const form = page.getByRole("form", { name: "New address" });
    await form.getByRole("textbox", { name: "Mobile number" }).fill("12345");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(form.getByText("Full name is required")).toBeVisible();
    await expect(form.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9")).toBeVisible();
    await fillAddressForm(form, { name: "Meera at work", phone: "9876500000", line1: "4 Horniman Circle", pincode: "400001", city: "Mumbai", state: "Maharashtra" });
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.getByText("Address added")).toBeVisible();
    await expect(page.getByText("4 Horniman Circle")).toBeVisible();

    await page.getByRole("button", { name: "Delete address of Meera at work" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Delete the address for Meera at work");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Address deleted")).toBeVisible();
    await expect(page.getByText("4 Horniman Circle")).toHaveCount(0);
  });

  test("a signed-in customer with no pincode chosen shops with their default address's, on each website", async ({ page, baseURL }) => {
    const deliverTo = (pincode: string) => page.getByRole("banner").getByRole("button", { name: `Deliver to ${pincode}` }).filter({ visible: true });
    // Asha's default address on the retail website is in 560034.
    await signIn(page, DEMO_USERS.customer.phone);
    for (const path of ["/", "/account/orders"]) {
      await page.goto(path);
      await expect(deliverTo("560034")).toHaveCount(1);
    }

    // A new wholesale customer: no address, no pincode; their first address becomes the default and its pincode the one in use.
    const wholesale = siteUrl(baseURL, "wholesale", "/").replace(/\/$/, "");
    await page.goto(`${wholesale}/auth/register`);
    await page.getByRole("textbox", { name: "Name" }).fill("Pincode Buyer");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(`7${String(Date.now()).slice(-9)}`);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("textbox", { name: "Verification code" }).fill(TEST_CODE);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/"));
    await page.goto(`${wholesale}/account/addresses`);
    await expect(page.getByRole("banner").getByRole("button", { name: "Select pincode" }).filter({ visible: true })).toHaveCount(1);
    const form = page.getByRole("form", { name: "New address" });
    await fillAddressForm(form, { name: "Pincode Buyer", phone: "9876500001", line1: "9 Residency Road", pincode: "560001", city: "Bengaluru", state: "Karnataka" });
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(deliverTo("560001")).toHaveCount(1);
  });

  test("mobile numbers written with spaces or +91 are taken, and a PIN code fills in the town and state, on each website", async ({ page, baseURL }) => {
    for (const origin of [new URL(baseURL!).origin, siteUrl(baseURL, "wholesale").replace(/\/$/, "")]) {
      await signInWithTheForm(page, "+91 98765 43212", origin);

      await page.goto(`${origin}/account/addresses`);
      const add = page.getByRole("button", { name: "Add a new address" });
      if (await add.isVisible()) await add.click();
      const form = page.getByRole("form", { name: "New address" });
      await form.getByRole("textbox", { name: "Full name" }).fill("Meera at the bank");
      await form.getByRole("textbox", { name: "Mobile number" }).fill("98765 00002");
      await form.getByRole("textbox", { name: "House and street" }).fill("1 Dalal Street");
      await form.getByRole("textbox", { name: "PIN code" }).fill("400001");
      await expect(form.getByRole("textbox", { name: "City" })).toHaveValue("Mumbai");
      await expect(form.getByRole("textbox", { name: "State" })).toHaveValue("Maharashtra");
      await form.getByRole("button", { name: "Add address" }).click();
      await expect(page.getByText("Address added")).toBeVisible();
      const saved = page.getByRole("listitem").filter({ hasText: "1 Dalal Street" });
      await expect(saved).toContainText("9876500002");
      await saved.getByRole("button", { name: "Delete address of Meera at the bank" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByText("1 Dalal Street")).toHaveCount(0);
    }
  });

  test("a customer updates the profile; the phone stays read-only; an address with a dot at either end of its name is refused", async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.phone);
    await page.goto("/account/details");
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveAttribute("readonly", "");
    await page.getByRole("textbox", { name: "Email" }).fill("meera@");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Email is not a valid email address")).toBeVisible();
    for (const address of [".meera@example.com", "meera.@example.com"]) {
      await page.getByRole("textbox", { name: "Email" }).fill(address);
      await page.getByRole("button", { name: "Save details" }).click();
      await expect(page.getByText("Email is not a valid email address")).toBeVisible();
      await expect(page.getByText("Your details have been saved")).toHaveCount(0);
    }
    await page.getByRole("textbox", { name: "Email" }).fill("meera.iyer@example.com");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Your details have been saved")).toBeVisible();
  });

  test("the sales agent sees the dashboard with figures, a chart and its table", async ({ page }) => {
    await signIn(page, DEMO_USERS.agent.phone);
    await page.goto("/account/dashboard");
    await expect(page.getByRole("heading", { name: "Sales dashboard" })).toBeVisible();
    for (const label of ["Total sales", "Orders", "Average order value", "Customers served"]) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /Sales per day/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
    await page.screenshot({ path: `${SHOTS}/desktop-dashboard.png`, fullPage: true });

    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page).toHaveURL(/range=90/);
    await expect(page.getByRole("link", { name: "90 days" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Customers served").locator("..")).toContainText("4");
    await page.getByText("Show sales per day as a table").click();
    await expect(page.getByRole("table", { name: "Sales per day" }).getByRole("row")).toHaveCount(91);

    await page.getByLabel("From", { exact: true }).fill("2026-02-10");
    await page.getByLabel("To", { exact: true }).fill("2026-02-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The start date must be on or before the end date" })).toBeVisible();
  });

  test("a customer who opens the sales dashboard lands on the orders", async ({ page }) => {
    await signIn(page, DEMO_USERS.customer.phone);
    await page.goto("/account/dashboard");
    await expect(page).toHaveURL("/account/orders");
  });

  test("the superadmin switches website and back; others are sent home", async ({ page }) => {
    await signIn(page, DEMO_USERS.superadmin.phone);
    await page.goto("/auth/bos/choose");
    await expect(page.getByRole("heading", { name: "Choose website" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-choose.png`, fullPage: true });
    await page.getByRole("button", { name: "Switch to Bulk Bazaar Wholesale" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Bulk Bazaar Wholesale" })).toBeVisible();
    // Every page says which website this address now shows, with the way back.
    await page.goto("/products");
    const notice = page.getByRole("region", { name: "Website you are viewing" });
    await expect(notice).toContainText("You are viewing Bulk Bazaar Wholesale, not this address's own website.");
    await notice.getByRole("button", { name: "Switch back" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Annapurna Store" })).toBeVisible();
    await page.goto("/auth/bos/choose");
    await page.getByRole("button", { name: "Switch to Bulk Bazaar Wholesale" }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("region", { name: "Website you are viewing" }).getByRole("link", { name: "Choose website" }).click();
    await page.getByRole("button", { name: "Switch to Annapurna Store" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Annapurna Store" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Website you are viewing" })).toHaveCount(0);

    await page.goto("/auth/bos/create");
    const stamp = Date.now();
    await page.getByRole("textbox", { name: "Website name" }).fill(`Corner Kirana ${stamp}`);
    await page.getByRole("textbox", { name: "Domain" }).fill(`kirana-${stamp}.example.com`);
    await page.getByRole("button", { name: "Create website" }).click();
    await expect(page).toHaveURL("/auth/bos/choose");
    await expect(page.getByRole("button", { name: `Switch to Corner Kirana ${stamp}` })).toBeVisible();
  });

  test("a customer cannot open the website pages", async ({ page }) => {
    await signIn(page, DEMO_USERS.customer.phone);
    await page.goto("/auth/bos/choose");
    await expect(page).toHaveURL("/");
  });

  test("phone screenshots of the account screens", async ({ browser }) => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const customer = await browser.newContext(phone);
    const page = await customer.newPage();
    await signIn(page, DEMO_USERS.customer.phone);
    for (const [name, path] of [
      ["account", "/account"],
      ["orders", "/account/orders"],
      ["addresses", "/account/addresses"],
      ["details", "/account/details"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Account" })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/phone-${name}.png`, fullPage: true });
    }
    await page.goto("/account/orders");
    await page.getByRole("link", { name: /^Order AS-\d+/ }).first().click();
    await expect(page.getByRole("heading", { name: /^Order AS-\d+$/ })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/phone-order.png`, fullPage: true });
    await customer.close();

    const agent = await browser.newContext(phone);
    const agentPage = await agent.newPage();
    await signIn(agentPage, DEMO_USERS.agent.phone);
    await agentPage.goto("/");
    await agentPage.getByRole("banner").getByRole("button", { name: /Ravi/ }).first().click();
    await agentPage.getByRole("menu").getByRole("menuitem", { name: "Sales dashboard" }).click();
    await expect(agentPage).toHaveURL("/account/dashboard");
    await expect(agentPage.getByRole("img", { name: /Sales per day/ })).toBeVisible();
    await agentPage.getByRole("link", { name: "90 days" }).click();
    await expect(agentPage).toHaveURL(/range=90/);
    await agentPage.screenshot({ path: `${SHOTS}/phone-dashboard.png`, fullPage: true });
    // Each top product's quantity and revenue stay apart on a phone.
    const gaps = await agentPage.getByRole("region", { name: "Top products" }).getByRole("row").evaluateAll((rows) =>
      rows.slice(1).map((row) => {
        const [quantity, revenue] = [...row.querySelectorAll("td")].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect();
        });
        return revenue.left - quantity.right;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
    // A recent order opens read-only: no cancelling or reordering someone else's order.
    const recent = agentPage.getByRole("region", { name: "Recent orders" }).getByRole("link").first();
    const orderNumber = (await recent.textContent())?.match(/order (\S+)$/)?.[1];
    await recent.click();
    await expect(agentPage.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(agentPage.getByRole("button", { name: /Cancel order|Order again/ })).toHaveCount(0);
    await agent.close();
  });
});

/** Font size as drawn on screen: CSS size times the scale an SVG viewBox applies to its text. */
function renderedFontSizes(labels: Locator) {
  return labels.evaluateAll((elements) =>
    elements.map((element) => {
      const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
      return Number.parseFloat(getComputedStyle(element).fontSize) * scale;
    }),
  );
}

async function salesChartAt(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, isMobile: width < 640, hasTouch: width < 640 });
  await signInByApi(context.request, baseURL, DEMO_USERS.agent.phone);
  const page = await context.newPage();
  await page.goto("/account/dashboard");
  const chart = page.getByRole("img", { name: /Sales per day/ });
  await expect(chart).toBeVisible();
  return {
    context,
    amounts: chart.getByText(/^₹/).filter({ visible: true }),
    dates: chart.getByText(/^[A-Z][a-z]{2} \d{1,2}$/).filter({ visible: true }),
  };
}

test.describe("the sales chart", () => {
  for (const [width, mostDates] of [[390, 3], [1280, 5]] as const) {
    test(`at ${width}px its axis labels are at least 11px and it labels at most ${mostDates} days`, async ({ browser, baseURL }) => {
      const { context, amounts, dates } = await salesChartAt(browser, baseURL ?? "http://localhost:3100", width);
      await expect(amounts).toHaveCount(3);
      const dateCount = await dates.count();
      expect(dateCount).toBeGreaterThanOrEqual(2);
      expect(dateCount).toBeLessThanOrEqual(mostDates);
      for (const size of [...(await renderedFontSizes(amounts)), ...(await renderedFontSizes(dates))]) expect(size).toBeGreaterThanOrEqual(11);
      await context.close();
    });
  }
});

test.describe("on a 390px phone", () => {
  const roles = [DEMO_USERS.customer, DEMO_USERS.agent, DEMO_USERS.admin, DEMO_USERS.superadmin];
  for (const role of roles) {
    test(`nothing is wider than the screen for ${role.name}`, async ({ browser, baseURL }) => {
      const base = baseURL ?? "http://localhost:3100";
      const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      await signInByApi(context.request, base, role.phone);
      const page = await context.newPage();
      await page.goto("/products");
      const productPath = await page.getByTestId("product-card").first().getByRole("link").first().getAttribute("href");
      for (const path of ["/", "/products", productPath!, "/account", "/account/orders"]) {
        await page.goto(path);
        await expect(page.getByRole("banner").getByRole("button", { name: role.name })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
      await context.close();
    });
  }
});

test.describe("the account API keeps customers apart", () => {
  test("one customer cannot read another's order or address by id", async ({ baseURL }) => {
    const base = baseURL ?? "http://localhost:3100";
    const asha = await playwrightRequest.newContext({ baseURL: base });
    const meera = await playwrightRequest.newContext({ baseURL: base });
    const ashaHeaders = await signInByApi(asha, base, DEMO_USERS.customer.phone);
    const meeraHeaders = await signInByApi(meera, base, DEMO_USERS.admin.phone);

    const meeraOrders = (await (await meera.get("/s/api/account/orders", { headers: meeraHeaders })).json()) as { data: { id: number }[] };
    const meeraAddresses = (await (await meera.get("/s/api/account/addresses", { headers: meeraHeaders })).json()) as { data: { id: number }[] };
    const orderId = meeraOrders.data[0].id;
    const addressId = meeraAddresses.data[0].id;
    expect((await meera.get(`/s/api/account/orders/${orderId}`, { headers: meeraHeaders })).status()).toBe(200);

    const readOrder = await asha.get(`/s/api/account/orders/${orderId}`, { headers: ashaHeaders });
    expect(readOrder.status()).toBe(404);
    expect(await readOrder.json()).toEqual({ message: "Order not found" });
    const changeAddress = await asha.put(`/s/api/account/addresses/${addressId}`, {
      headers: ashaHeaders,
      data: { name: "Taken", phone: "9876543210", pincode: "560001", line1: "x", city: "y", state: "z" },
    });
    expect(changeAddress.status()).toBe(404);
    expect((await asha.delete(`/s/api/account/addresses/${addressId}`, { headers: ashaHeaders })).status()).toBe(404);
    expect((await meera.get("/s/api/account/addresses", { headers: meeraHeaders })).ok()).toBe(true);
    const after = (await (await meera.get("/s/api/account/addresses", { headers: meeraHeaders })).json()) as { data: { id: number; name: string }[] };
    expect(after.data.find((address) => address.id === addressId)?.name).not.toBe("Taken");

    const guest = await playwrightRequest.newContext({ baseURL: base });
    expect((await guest.get(`/s/api/account/orders/${orderId}`)).status()).toBe(401);
    await Promise.all([asha.dispose(), meera.dispose(), guest.dispose()]);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import type { Placed } from "./support/checkout";
import { pageApi } from "./support/page-api";
import { DEMO_USERS, signIn } from "./support/sign-in";
import { shopperWithOrder } from "./support/shopper";
import { siteUrl } from "./support/sites";

const SITES = [
  { name: "retail", url: (base: string) => base },
  { name: "wholesale", url: (base: string) => siteUrl(base, "wholesale") },
];

/** Each website once and each width once: the story is the same on both websites and at both widths. */
const RUNS = [
  { site: SITES[0], width: 1280 },
  { site: SITES[1], width: 390 },
];

type AuditAnswer = { data: { summary: string; actor: { name: string | null } | null }[] };

for (const { site, width } of RUNS) {
  test.describe(`${site.name} at ${width} px`, () => {
    test.describe.configure({ mode: "serial" });
    let shopper: Page;
    let admin: Page;
    let url: string;
    let placed: Placed;

    test.beforeAll(async ({ browser, baseURL }) => {
      url = site.url(baseURL!);
      const viewport = { width, height: width < 500 ? 844 : 900 };
      // Contexts of their own: axe needs a page made by browser.newContext().
      shopper = await (await browser.newContext({ baseURL: url, viewport })).newPage();
      ({ placed } = await shopperWithOrder(shopper, url, 1));
      admin = await (await browser.newContext({ baseURL: url, viewport, acceptDownloads: true })).newPage();
      await signIn(admin, DEMO_USERS.admin.phone);
    });
    test.afterAll(async () => {
      await shopper.context().close();
      await admin.context().close();
    });

    test("the shopper's cash order is found from the keyboard, confirmed and packed from the list", async () => {
      await admin.goto("/bos/admin/orders");
      await expect(admin.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);

      const search = admin.getByRole("textbox", { name: "Order number or phone" });
      await search.focus();
      await admin.keyboard.type(placed.order_number);
      await admin.keyboard.press("Enter");
      await expect(admin).toHaveURL(new RegExp(`q=${placed.order_number}`));
      const table = admin.getByRole("table", { name: "Orders" });
      await expect(table.getByRole("link", { name: placed.order_number })).toBeVisible();

      await table.getByRole("button", { name: `Confirm: order ${placed.order_number}` }).click();
      await expect(admin.getByText(`Order ${placed.order_number} is now Confirmed`)).toBeVisible();
      const pack = table.getByRole("button", { name: `Mark packed: order ${placed.order_number}` });
      await pack.focus();
      await admin.keyboard.press("Enter");
      await expect(admin.getByText(`Order ${placed.order_number} is now Packed`)).toBeVisible();
      await expect(table.getByRole("button", { name: `Send out for delivery: order ${placed.order_number}` })).toBeVisible();
    });

    test("the order page sends it out and delivers it; the invoice downloads and the packing slip opens", async () => {
      await admin.getByRole("table", { name: "Orders" }).getByRole("link", { name: placed.order_number }).click();
      await expect(admin.getByRole("heading", { level: 1, name: `Order ${placed.order_number}` })).toBeVisible();
      await admin.getByRole("button", { name: `Send out for delivery: order ${placed.order_number}` }).click();
      await expect(admin.getByText(`Order ${placed.order_number} is now Out for delivery`)).toBeVisible();
      await admin.getByRole("button", { name: `Mark delivered: order ${placed.order_number}` }).click();
      await expect(admin.getByText(`Order ${placed.order_number} is now Delivered`)).toBeVisible();
      await expect(admin.getByRole("main").getByText("Delivered", { exact: true }).first()).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);

      const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: /Download tax invoice/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);

      await admin.getByRole("link", { name: "Packing slip" }).click();
      await expect(admin.getByRole("heading", { level: 1, name: "Packing slip" })).toBeVisible();
      // exact: the toast "Order … is now Delivered" may still be on screen.
      await expect(admin.getByText(`Order ${placed.order_number}`, { exact: true })).toBeVisible();
      await expect(admin.getByRole("table", { name: "Items to pack" }).getByRole("row")).toHaveCount(2);
      await expect(admin.getByRole("button", { name: "Print" })).toBeVisible();
      expect(await seriousViolations(admin)).toEqual([]);
    });

    test("the audit log names each step and who took it", async () => {
      const answer = await pageApi<AuditAnswer>(admin, "GET", "/api/console/audit?entity=order&perPage=100");
      const steps = answer.data.filter((entry) => entry.summary.startsWith(`Order ${placed.order_number}:`));
      expect(steps.map((entry) => [entry.summary, entry.actor?.name]).reverse()).toEqual([
        [`Order ${placed.order_number}: Placed → Confirmed`, DEMO_USERS.admin.name],
        [`Order ${placed.order_number}: Confirmed → Packed`, DEMO_USERS.admin.name],
        [`Order ${placed.order_number}: Packed → Out for delivery`, DEMO_USERS.admin.name],
        [`Order ${placed.order_number}: Out for delivery → Delivered`, DEMO_USERS.admin.name],
      ]);
    });
  });
}

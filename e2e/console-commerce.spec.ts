import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { pageApi } from "./support/page-api";
import { DEMO_USERS, signIn } from "./support/sign-in";

/** The seller's coupons and staff, at 1280 px on the retail website: one story, as CI time is short. */

const PINCODE = "560001";
const unique = String(Date.now()).slice(-6);
const CODE = `E2E${unique}`;
const STAFF_PHONE = `6${unique}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
const indianToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

type Pack = { pack_id: number; warehouse_id: number; in_stock: boolean };

/** A guest on the website with a pincode and one pack in the cart. */
async function guestWithCart(page: Page) {
  await page.goto("/about-us");
  await pageApi(page, "GET", `/api/check/pincode/${PINCODE}`);
  const { data } = await pageApi<{ data: { packs: Pack[] }[] }>(page, "GET", "/api/products?perPage=24");
  const pack = data.flatMap((product) => product.packs).find((candidate) => candidate.in_stock)!;
  await pageApi(page, "POST", "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id });
  await page.reload();
}

test.describe.configure({ mode: "serial" });

let admin: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  // A context of its own: axe needs a page made by browser.newContext().
  admin = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, DEMO_USERS.admin.phone);
});
test.afterAll(async () => admin.context().close());

test("the admin adds a private coupon, with its field rules, and a shopper applies it in the cart", async ({ browser, baseURL }) => {
  await admin.goto("/bos/admin");
  await admin.getByRole("navigation").getByRole("link", { name: "Coupons" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  await expect(admin.getByRole("table", { name: "Coupons" }).getByRole("link", { name: "WELCOME10" })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole("link", { name: "Add a coupon" }).click();
  const form = admin.getByRole("form", { name: "New coupon" });
  await form.getByRole("textbox", { name: "Code" }).fill(CODE.toLowerCase());
  await form.getByRole("textbox", { name: "Description" }).fill("End-to-end test: 10% off");
  await form.getByRole("spinbutton", { name: "Amount off" }).fill("150");
  await form.getByRole("textbox", { name: "First day" }).fill(indianToday());
  await form.getByRole("textbox", { name: "Last day" }).fill("2099-12-31");
  await form.getByRole("checkbox", { name: /^Private/ }).check();
  await form.getByRole("button", { name: "Add coupon" }).click();
  await expect(form.getByText("A percent off is a whole number from 1 to 100")).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  await form.getByRole("spinbutton", { name: "Amount off" }).fill("10");
  await form.getByRole("button", { name: "Add coupon" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Coupon ${CODE}` })).toBeVisible();
  await expect(admin.getByText("Used by 0 orders")).toBeVisible();

  const shopper = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await guestWithCart(shopper);
  await shopper.getByRole("banner").getByRole("button", { name: /^Cart, \d+ items?$/ }).click();
  const panel = shopper.getByRole("dialog", { name: "Cart Summary" });
  await expect(panel.getByRole("region", { name: "Available coupons" }).getByText(CODE)).toHaveCount(0);
  await panel.getByRole("textbox", { name: "Coupon code" }).fill(CODE.toLowerCase());
  await panel.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(panel.getByText(`${CODE} applied`)).toBeVisible();
  await shopper.context().close();
});

test("the admin adds a staff member by phone and cannot remove themselves", async () => {
  await admin.getByRole("navigation").getByRole("link", { name: "Staff" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const table = admin.getByRole("table", { name: "Staff" });
  const own = table.getByRole("row").filter({ hasText: DEMO_USERS.admin.phone });
  await expect(own).toContainText("You (you cannot remove yourself)");
  await expect(own.getByRole("button")).toHaveCount(0);
  expect(await seriousViolations(admin)).toEqual([]);

  const invite = admin.getByRole("form", { name: "Add to the staff" });
  await invite.getByRole("textbox", { name: "Mobile number" }).fill("12345");
  await invite.getByRole("button", { name: "Add to the staff" }).click();
  await expect(invite.getByText("Enter a 10-digit mobile number starting with 6, 7, 8 or 9")).toBeVisible();
  await invite.getByRole("textbox", { name: "Mobile number" }).fill(STAFF_PHONE);
  await invite.getByRole("textbox", { name: "Name" }).fill("Test Packer");
  await invite.getByRole("button", { name: "Add to the staff" }).click();
  const added = table.getByRole("row").filter({ hasText: STAFF_PHONE });
  await expect(added).toContainText("Test Packer");
  await expect(added.getByRole("button", { name: "Remove Test Packer from the staff" })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
});

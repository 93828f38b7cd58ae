import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { seriousViolations } from "./support/axe";
import { pageApi } from "./support/page-api";
import { DEMO_USERS, signIn } from "./support/sign-in";

async function expectNoAxeFindings(page: Page) {
  // From the top, as console-catalogue.spec.ts does: a control left under the sticky header is not a finding about the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page)).toEqual([]);
}

/** A picture drawn here as a PNG, uploaded with the record page's picture form. */
async function uploadPicture(page: Page, label: string, recordName: string, colour: string) {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).png().toBuffer();
  const form = page.getByRole("form", { name: `New ${label.toLowerCase()} for ${recordName}` });
  await form.getByLabel(new RegExp(`^${label}`)).setInputFiles({ name: "picture.png", mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: `Upload ${label.toLowerCase()}` }).click();
  await expect(page.getByText(`${label} saved`)).toBeVisible();
  await expect(page.getByRole("figure").locator("img")).toHaveAttribute("src", /\/s\/media\/small\/(categories|brands)\/[\w-]+\.png$/);
}

test("at 1280 px, an administrator adds a sub-category with an image and a brand with a logo, moves a product into them, and a guest finds it on both pages at once", async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  const categoryName = `Sprouted Grains ${stamp}`;
  const brandName = `Hill Farm ${stamp}`;
  const productName = `Sprouted Ragi ${stamp}`;
  await signIn(page, DEMO_USERS.admin.phone);
  await page.goto("/bos/admin");
  const created = await pageApi<{ product: { id: number } }>(page, "POST", "/api/console/products", {
    name: productName,
    gst_rate: 5,
    packs: [{ name: "500 g", net_quantity: 500, net_unit: "g", act_price: 90, price: 80, stock: 6 }],
  });
  const nav = page.getByRole("navigation", { name: "Administration" });

  // A sub-category under an existing category, with its image.
  await nav.getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Categories" })).toBeVisible();
  await expectNoAxeFindings(page);
  await page.getByRole("link", { name: "Add a category" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a category" })).toBeVisible();
  await expectNoAxeFindings(page);
  const categoryForm = page.getByRole("form", { name: "New category" });
  await categoryForm.getByRole("textbox", { name: "Name" }).fill(categoryName);
  await categoryForm.getByRole("combobox", { name: "Under" }).selectOption({ label: "Rice & Grains" });
  await categoryForm.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByRole("heading", { level: 1, name: categoryName })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Slug" })).toHaveValue(`sprouted-grains-${stamp}`);
  await uploadPicture(page, "Image", categoryName, "#6b8e23");
  await expectNoAxeFindings(page);

  // A brand with its logo.
  await nav.getByRole("link", { name: "Brands" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
  await expectNoAxeFindings(page);
  await page.getByRole("link", { name: "Add a brand" }).click();
  await page.getByRole("form", { name: "New brand" }).getByRole("textbox", { name: "Name" }).fill(brandName);
  await page.getByRole("button", { name: "Add brand" }).click();
  await expect(page.getByRole("heading", { level: 1, name: brandName })).toBeVisible();
  await uploadPicture(page, "Logo", brandName, "#8b4513");
  await expectNoAxeFindings(page);

  // The product moves into both; the product form's choices already have them.
  await page.goto(`/bos/admin/products/${created.product.id}`);
  const productForm = page.getByRole("form", { name: "Edit product" });
  await productForm.getByRole("combobox", { name: "Category" }).selectOption({ label: categoryName });
  await productForm.getByRole("combobox", { name: "Brand" }).selectOption({ label: brandName });
  await productForm.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByText("Product saved")).toBeVisible();

  // A guest sees it on the category's page and the brand's page at once.
  const guest = await browser.newPage();
  await guest.goto(`/products?c=sprouted-grains-${stamp}`);
  await expect(guest.getByRole("link", { name: productName, exact: true }).first()).toBeVisible();
  await guest.goto(`/products?b=hill-farm-${stamp}`);
  await expect(guest.getByRole("link", { name: productName, exact: true }).first()).toBeVisible();
  await guest.close();
});

import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { COFFEE } from "./support/checkout";
import { pageApi, registerInPage } from "./support/page-api";
import { DEMO_USERS, signIn } from "./support/sign-in";

const WAREHOUSE = "Annapurna Central Warehouse";
const NEW_PINCODES = ["560111", "560112"];
const viewport = { width: 1280, height: 900 };

test.describe("delivery areas from the console, at 1280 px", () => {
  test.describe.configure({ mode: "serial" });
  let admin: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    // A context of its own: axe needs a page made by browser.newContext().
    admin = await (await browser.newContext({ baseURL, viewport })).newPage();
    await signIn(admin, DEMO_USERS.admin.phone);
  });
  test.afterAll(async () => {
    await admin.context().close();
  });

  test("the administrator pastes two pincodes into the warehouse's areas and turns cash on delivery off for one", async () => {
    await admin.goto("/bos/admin/delivery");
    await expect(admin.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByRole("table", { name: "Warehouses" }).getByRole("link", { name: WAREHOUSE }).click();
    await expect(admin.getByRole("heading", { level: 1, name: WAREHOUSE })).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);

    const add = admin.getByRole("form", { name: "Add pincodes" });
    await add.getByRole("textbox", { name: "Pincodes" }).fill(NEW_PINCODES.join("\n"));
    await add.getByRole("spinbutton", { name: "Delivery charge (₹)" }).fill("30");
    await add.getByRole("button", { name: "Add pincodes" }).click();
    await expect(admin.getByText("Added 2 pincodes")).toBeVisible();
    const areas = admin.getByRole("table", { name: "Delivery areas" });
    for (const pincode of NEW_PINCODES) await expect(areas.getByRole("link", { name: `Edit delivery to ${pincode}` })).toBeVisible();

    await areas.getByRole("link", { name: `Edit delivery to ${NEW_PINCODES[0]}` }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Delivery to ${NEW_PINCODES[0]}` })).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.getByRole("checkbox", { name: "Cash on delivery" }).uncheck();
    await admin.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByText("Delivery area saved")).toBeVisible();
    await expect(admin.getByRole("heading", { level: 1, name: WAREHOUSE })).toBeVisible();
    await expect(areas.getByRole("row", { name: new RegExp(NEW_PINCODES[0]) })).toContainText("Off");
  });

  test("a shopper is told the store delivers to the new pincode, and its checkout offers no cash on delivery", async ({ browser, baseURL }) => {
    const shopper = await (await browser.newContext({ baseURL, viewport })).newPage();
    await shopper.goto("/about-us");
    const phone = await registerInPage(shopper, "New Area Shopper");
    await pageApi(shopper, "POST", "/api/account/addresses", {
      name: "New Area Shopper",
      phone,
      pincode: NEW_PINCODES[0],
      line1: "3 New Layout",
      line2: "Yelahanka",
      landmark: "",
      city: "Bengaluru",
      state: "Karnataka",
    });

    await shopper.goto(`/products/${COFFEE.slug}`);
    const header = shopper.getByRole("banner");
    await header.getByRole("button", { name: /Select pincode|Deliver to/ }).first().click();
    const dialog = shopper.getByRole("dialog", { name: "Change Location" });
    await dialog.getByRole("textbox", { name: "Pincode" }).fill(NEW_PINCODES[0]);
    await Promise.all([shopper.waitForEvent("load"), dialog.getByRole("button", { name: "Apply" }).click()]);
    await expect(header.getByRole("button", { name: `Deliver to ${NEW_PINCODES[0]}` }).first()).toBeVisible();

    await shopper.getByRole("button", { name: `Add ${COFFEE.label} to cart` }).click();
    await expect(header.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await shopper.goto("/checkout");
    await shopper.getByRole("radiogroup", { name: "Delivery address" }).getByRole("radio", { name: new RegExp(NEW_PINCODES[0]) }).check();
    await expect(shopper.getByText(`Cash on delivery is not available from ${WAREHOUSE} to this pincode; please pay online`)).toBeVisible();
    await expect(shopper.getByRole("radiogroup", { name: "Payment method" }).getByRole("radio", { name: "Cash on Delivery" })).toHaveCount(0);
    await shopper.context().close();
  });

  test("the administrator removes both areas after confirming (the page gates then find only the seeded pincodes)", async () => {
    await admin.goto("/bos/admin/delivery");
    await admin.getByRole("table", { name: "Warehouses" }).getByRole("link", { name: WAREHOUSE }).click();
    const areas = admin.getByRole("table", { name: "Delivery areas" });
    admin.on("dialog", (dialog) => void dialog.accept());
    for (const pincode of NEW_PINCODES) {
      await areas.getByRole("button", { name: `Remove ${pincode}` }).click();
      await expect(areas.getByRole("link", { name: `Edit delivery to ${pincode}` })).toHaveCount(0);
    }
  });
});

import { expect, test } from "@playwright/test";

const MESSAGE = "This address is not valid: it has a malformed percent escape.";

test.describe("addresses whose percent escapes do not decode", () => {
  for (const path of ["/s/api/products/%ZZ", "/s/%ZZ", "/s/media/%ff.svg", "/s/api/pages/%c0"]) {
    test(`${path} answers 400 with the API's JSON error`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({ message: MESSAGE });
    });
  }

  for (const path of ["/%ZZ", "/products/%ZZ", "/%c0", "/products/tea%E0%A4?ref=home"]) {
    test(`${path} answers 400 with the website's not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Annapurna Store" }).first()).toBeVisible();
    });
  }

  test("a product address with an encoded percent sign is a plain not found, not a server error", async ({ request }) => {
    const response = await request.get("/products/%25ZZ");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});

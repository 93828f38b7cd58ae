import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";

test.use({ locale: "kn-IN" });

test("a browser asking for Kannada is offered the Kannada page, never redirected; following it is remembered", async ({ page, request }) => {
  // The same address answers the same page whatever the browser asks for.
  const answer = await request.get("/products", { headers: { "accept-language": "kn-IN,kn;q=0.9" }, maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('lang="en-IN"');

  await page.goto("/products?sort=price_asc");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  const note = page.getByRole("region", { name: "ಕನ್ನಡ" });
  await expect(note).toContainText("ಈ ಪುಟ ಕನ್ನಡದಲ್ಲಿಯೂ ಲಭ್ಯವಿದೆ.");
  expect(await seriousViolations(page)).toEqual([]);

  await note.getByRole("link", { name: "ಕನ್ನಡದಲ್ಲಿ ನೋಡಿ" }).click();
  await expect(page).toHaveURL(/\/kn\/products\?sort=price_asc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "kn-IN");

  const remembered = async () => (await page.context().cookies()).find((cookie) => cookie.name === "language")?.value;
  expect(await remembered()).toBe("kn");

  // On an English page, the shopper's own choice is what is offered; dismissing it keeps English.
  await page.goto("/about-us");
  const again = page.getByRole("region", { name: "ಕನ್ನಡ" });
  await again.getByRole("button", { name: "ಬೇಡ, ಧನ್ಯವಾದ" }).click();
  await expect(again).toBeHidden();
  expect(await remembered()).toBe("en");
  await expect(page).toHaveURL(/\/about-us$/);
});

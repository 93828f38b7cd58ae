import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./support/sites";

/** Every font file and style sheet the page asked for, by origin. */
function recordFontRequests(page: Page) {
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (type === "font" || type === "stylesheet") requests.push({ url: request.url(), type });
  });
  return requests;
}

/** The families the page's own fonts loaded (the text has been laid out with them). */
async function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/['"]/g, ""));
  });
}

test.describe("fonts come from the store's own origin", () => {
  for (const [name, site, family] of [
    ["the default website (Inter)", null, "Inter"],
    ["the wholesale website (Poppins)", "wholesale", "Poppins"],
  ] as const) {
    test(`${name}: the website's family, loaded from this origin, with nothing fetched elsewhere`, async ({ page, baseURL }) => {
      const requests = recordFontRequests(page);
      const url = site ? siteUrl(baseURL, site, "/") : "/";
      await page.goto(url);
      await expect(page.getByRole("banner")).toBeVisible();
      const families = await loadedFamilies(page);
      expect(families.map((loaded) => loaded.toLowerCase())).toContain(family.toLowerCase());
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(bodyFont.toLowerCase()).toContain(family.toLowerCase());
      const origin = new URL(page.url()).origin;
      expect(requests.filter((request) => new URL(request.url).origin !== origin)).toEqual([]);
      expect(requests.some((request) => request.type === "font")).toBe(true);
    });
  }
});

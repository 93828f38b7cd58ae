import robotsParser from "robots-parser";
import { robotsTxt } from "./crawl-files";

const ORIGIN = "https://shop.example.in";

/** The original robots.txt reading: the first Allow or Disallow whose path starts the URL's path wins. */
function firstMatchAllows(text: string, path: string): boolean {
  for (const line of text.split("\n")) {
    const [field, value] = line.split(/:\s*/, 2);
    if (!value) continue;
    if (field === "Allow" && path.startsWith(value)) return true;
    if (field === "Disallow" && path.startsWith(value)) return false;
  }
  return true;
}

describe("robots.txt", () => {
  const text = robotsTxt(ORIGIN);
  const longestMatch = robotsParser(`${ORIGIN}/robots.txt`, text);

  it.each([
    ["a product page", "/products/royal-harvest-classic-basmati-rice", true],
    ["a product image", "/s/media/large/products/royal-harvest-classic-basmati-rice-1.svg", true],
    ["a logo", "/s/media/logos/annapurna-store.svg", true],
    ["a search result (it says noindex in the page)", "/products?q=rice", true],
    ["a category listing", "/products?c=rice-grains", true],
    ["the API", "/s/api/products", false],
    ["the account", "/account/orders", false],
    ["checkout", "/checkout", false],
    ["sign-in", "/auth/login", false],
  ])("%s: both readings agree (%s → %s)", (_name, path, allowed) => {
    expect(longestMatch.isAllowed(`${ORIGIN}${path}`, "Googlebot")).toBe(allowed);
    expect(firstMatchAllows(text, path)).toBe(allowed);
  });

  it("names the website's own sitemap and host", () => {
    expect(longestMatch.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
    expect(text).toContain(`Host: ${ORIGIN}`);
  });
});

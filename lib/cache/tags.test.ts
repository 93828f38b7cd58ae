import { cacheTags, contentPageTags, isCacheTag, productChangeTags } from "./tags";

describe("a content page's tag", () => {
  it("is one per address, valid for the cache, and none of the tags a product change expires", () => {
    const paths = ["/", "/about-us", "/offers/diwali", "/offers.diwali", "/Offers", "/ऑफ़र", "/a b", `/${"x".repeat(400)}`];
    const tags = paths.map((path) => cacheTags.page(1, path));
    expect(tags.every(isCacheTag)).toBe(true);
    expect(new Set(tags).size).toBe(paths.length);
    expect(cacheTags.page(1, "/about-us")).not.toBe(cacheTags.page(2, "/about-us"));
    expect(contentPageTags(1, "/about-us")).toEqual([cacheTags.website(1), cacheTags.catalogue(1), "page:1.about-us"]);
    expect(productChangeTags(1, 42)).not.toContain(cacheTags.page(1, "/"));
  });
});

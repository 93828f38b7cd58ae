import type { Category } from "@/lib/api/schemas";
import { categoryChoices, categoryFilterHref, categoryTrail, defaultSizePage, findCategory, pageSizeOptions, pageWindow, productsHref, splitSlugs, toggleSlug } from "./catalogue-filters";

describe("productsHref", () => {
  it("keeps commas literal and skips defaults", () => {
    expect(productsHref({ c: "rice,oil", page: 1, perPage: 24, sort: "relevance" })).toBe("/products?c=rice,oil");
  });
  it("encodes text and orders parameters", () => {
    expect(productsHref({ q: "dal & rice", b: "tata", page: 3, perPage: 10, sort: "name" })).toBe(
      "/products?q=dal%20%26%20rice&b=tata&sort=name&perPage=10&page=3",
    );
  });
  it("is /products without filters", () => expect(productsHref({})).toBe("/products"));
});

describe("page sizes", () => {
  it("offer the size in use among the choices, in order", () => {
    expect(pageSizeOptions(24)).toEqual([5, 10, 20, 24, 50, 100]);
    expect(pageSizeOptions(10)).toEqual([5, 10, 20, 50, 100]);
    expect(pageSizeOptions(7)).toEqual([5, 7, 10, 20, 50, 100]);
  });
  it("name the default-size page that starts with the same product", () => {
    expect(defaultSizePage(1, 5)).toBe(1);
    expect(defaultSizePage(5, 5)).toBe(1);
    expect(defaultSizePage(6, 5)).toBe(2);
    expect(defaultSizePage(2, 100)).toBe(5);
    expect(defaultSizePage(3, 24)).toBe(3);
  });
});

describe("category helpers", () => {
  const tree: Category[] = [
    { name: "Grains", slug: "grains", avatar: "", children: [{ name: "Rice", slug: "rice", avatar: "", children: [] }] },
    { name: "Oil", slug: "oil", avatar: "", children: [] },
  ];
  it("categoryFilterHref", () => {
    expect(categoryFilterHref(["rice", "oil"])).toBe("/products?c=rice,oil");
    expect(categoryFilterHref([])).toBe("/products");
  });
  it("findCategory / categoryTrail", () => {
    expect(findCategory(tree, "rice")?.name).toBe("Rice");
    expect(findCategory(tree, "nope")).toBeNull();
    expect(categoryTrail(tree, "rice").map((category) => category.slug)).toEqual(["grains", "rice"]);
  });
  it("categoryChoices keeps names, slugs and the tree, drops what only tiles draw, and gives the same list back for the same categories", () => {
    const withPictures: Category[] = [
      { name: "Grains", slug: "grains", avatar: "categories/grains.svg", children: [{ name: "Rice", slug: "rice", avatar: "categories/rice.svg", children: [] }] },
    ];
    const choices = categoryChoices(withPictures);
    expect(choices).toEqual([{ name: "Grains", slug: "grains", children: [{ name: "Rice", slug: "rice" }] }]);
    expect(JSON.stringify(choices)).toBe('[{"name":"Grains","slug":"grains","children":[{"name":"Rice","slug":"rice"}]}]');
    expect(categoryChoices(withPictures)).toBe(choices);
    expect(categoryChoices([...withPictures])).not.toBe(choices);
  });
  it("splitSlugs / toggleSlug", () => {
    expect(splitSlugs(" a, ,b ")).toEqual(["a", "b"]);
    expect(toggleSlug("a,b", "a")).toBe("b");
    expect(toggleSlug("a", "a")).toBeUndefined();
    expect(toggleSlug(undefined, "c")).toBe("c");
  });
});

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5, "ellipsis-end", 10]],
    [5, 10, [1, "ellipsis-start", 3, 4, 5, 6, 7, "ellipsis-end", 10]],
    [10, 10, [1, "ellipsis-start", 6, 7, 8, 9, 10]],
    [4, 6, [1, 2, 3, 4, 5, 6]],
    [99, 6, [1, 2, 3, 4, 5, 6]],
  ])("page %p of %p", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

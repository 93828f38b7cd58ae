import { navigationItemSchema, type Category, type NavigationItem } from "@/lib/api/schemas";
import { categoriesToNavItems, footerGroups, isCategoriesHref, isCategoriesItem, navEntries, navHref, toNavLinks, withCategoryChildren } from "./navigation";

const nav = (fields: Partial<NavigationItem> & { name: string }): NavigationItem => navigationItemSchema.parse(fields);
const category = (name: string, slug: string, children: Category[] = []): Category => ({ name, slug, avatar: "", children });

const categories = [category("Rice", "rice", [category("Basmati", "basmati")]), category("Oil", "oil")];

describe("withCategoryChildren", () => {
  it("puts the category tree under the /categories entry", () => {
    const result = withCategoryChildren([nav({ name: "Home", value: "/" }), nav({ name: "Shop", value: "/categories" })], categories);
    expect(result[0].children).toEqual([]);
    expect(result[1].children.map((item) => item.name)).toEqual(["Rice", "Oil"]);
    expect(result[1].children[0].value).toBe("/products?c=rice");
    expect(result[1].children[0].children[0]).toMatchObject({ name: "Basmati", value: "/products?c=basmati" });
  });

  it("finds the entry at any depth and by link when value is empty", () => {
    const result = withCategoryChildren([nav({ name: "More", children: [nav({ name: "All", link: "/categories/" })] })], categories);
    expect(result[0].children[0].children).toHaveLength(2);
  });

  it("keeps children the backend already supplied", () => {
    const existing = [nav({ name: "Custom", value: "/products?c=x" })];
    const result = withCategoryChildren([nav({ name: "Shop", value: "/categories", children: existing })], categories);
    expect(result[0].children).toEqual(existing);
  });

  it("changes nothing without a /categories entry", () => {
    const navs = [nav({ name: "Home", value: "/" })];
    expect(withCategoryChildren(navs, categories)).toEqual(navs);
  });

  it("does not mutate its input", () => {
    const navs = [nav({ name: "Shop", value: "/categories" })];
    withCategoryChildren(navs, categories);
    expect(navs[0].children).toEqual([]);
  });
});

describe("helpers", () => {
  it("navHref prefers value over link", () => {
    expect(navHref({ value: "/a", link: "/b" })).toBe("/a");
    expect(navHref({ value: "", link: "/b" })).toBe("/b");
  });
  it("isCategoriesItem", () => {
    expect(isCategoriesItem({ value: "/categories", link: "" })).toBe(true);
    expect(isCategoriesItem({ value: "/categories/rice", link: "" })).toBe(false);
  });
  it("categoriesToNavItems encodes slugs", () => {
    expect(categoriesToNavItems([category("A&B", "a&b")])[0].value).toBe("/products?c=a%26b");
  });
  it("footerGroups orders by group, stable", () => {
    const items = [nav({ name: "C", group: 3 }), nav({ name: "A", group: 1 }), nav({ name: "B", group: 1 })];
    expect(footerGroups(items).map((item) => item.name)).toEqual(["A", "B", "C"]);
  });
});

describe("toNavLinks", () => {
  it("keeps only the name, the resolved href and the children, and no empty list of children", () => {
    const items = [nav({ name: "Shop", link: "/categories", icon: "shop.svg", image: "x.png", children: [nav({ name: "Rice", value: "/products?c=rice", link: "/old" })] })];
    expect(JSON.stringify(toNavLinks(items))).toBe('[{"name":"Shop","href":"/categories","children":[{"name":"Rice","href":"/products?c=rice"}]}]');
  });

  it("isCategoriesHref matches /categories with or without a trailing slash", () => {
    expect(isCategoriesHref("/categories/")).toBe(true);
    expect(isCategoriesHref("/products")).toBe(false);
  });
});

describe("navEntries", () => {
  it("keeps the bar's entries and marks the ones with a menu, without their sub-entries", () => {
    const links = toNavLinks(withCategoryChildren([nav({ name: "Home", value: "/" }), nav({ name: "Shop", value: "/categories" })], categories));
    expect(JSON.stringify(navEntries(links))).toBe('[{"name":"Home","href":"/"},{"name":"Shop","href":"/categories","hasMenu":true}]');
  });
});

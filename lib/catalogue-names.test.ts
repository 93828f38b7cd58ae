import { englishTexts } from "@/testing/with-messages";
import { catalogueNames, isMissingList, knownFilters, listHeading, listSubject, titleFromSlug } from "./catalogue-names";

const names = catalogueNames(
  [{ name: "Rice & Grains", slug: "rice-grains", avatar: "", children: [{ name: "Basmati Rice", slug: "basmati-rice", avatar: "", children: [] }] }],
  [{ name: "Tata Sampann", slug: "tata-sampann" }],
  [{ name: "Ganga Valley Foods", slug: "ganga-valley-foods" }],
);

describe("listHeading", () => {
  it.each([
    [{ q: "rice" }, "Search results for “rice”"],
    [{ c: "basmati-rice" }, "Basmati Rice"],
    [{ c: "rice-grains,basmati-rice" }, "Rice & Grains & Basmati Rice"],
    [{ b: "tata-sampann" }, "Tata Sampann"],
    [{ s: "ganga-valley-foods" }, "From Ganga Valley Foods"],
    [{ c: "rice-grains", b: "tata-sampann" }, "Rice & Grains & Tata Sampann"],
    [{ c: "unknown-slug" }, "Unknown Slug"],
    [{}, "All products"],
  ])("%p → %p", (query, heading) => expect(listHeading(query, names, englishTexts("Catalogue"))).toBe(heading));
});

describe("listSubject", () => {
  it.each([
    [{ b: "tata-sampann" }, "Tata Sampann"],
    [{ c: "basmati-rice" }, "Basmati Rice"],
    [{ s: "ganga-valley-foods" }, "products from Ganga Valley Foods"],
    [{}, "all products"],
    [{ sort: "newest" as const }, "new arrivals"],
  ])("%p → %p (names keep their case)", (query, subject) => expect(listSubject(query, names, englishTexts("Catalogue"))).toBe(subject));
});

it("titleFromSlug", () => expect(titleFromSlug("toor-dal_2")).toBe("Toor Dal 2"));

describe("a list that does not exist", () => {
  it("is a page past the last one, whatever the filters", () => {
    expect(isMissingList(4, 24, 80, false)).toBe(false);
    expect(isMissingList(5, 24, 80, false)).toBe(true);
    expect(isMissingList(99, 24, 80, false)).toBe(true);
    expect(isMissingList(1, 24, 0, false)).toBe(false);
    expect(isMissingList(2, 24, 0, false)).toBe(true);
  });

  it("is an unknown filter that finds nothing; a known one, or one that finds products, stands", () => {
    expect(isMissingList(1, 24, 0, true)).toBe(true);
    expect(isMissingList(1, 24, 3, true)).toBe(false);
  });

  it("knows categories at any depth, brands and suppliers by slug", () => {
    const tree = [{ name: "Rice", slug: "rice", avatar: "", children: [{ name: "Basmati", slug: "basmati", avatar: "", children: [] }] }];
    const brands = [{ name: "Royal Harvest", slug: "royal-harvest" }];
    const suppliers = [{ slug: "ganga" }];
    const known = { categories: tree, brands, suppliers };
    expect(knownFilters({ c: "rice,basmati", b: "royal-harvest", s: "ganga" }, known)).toEqual({
      query: { c: "rice,basmati", b: "royal-harvest", s: "ganga" },
      dropped: false,
    });
    expect(knownFilters({ c: "basmati,call-9999999999-for-loans", sort: "newest" }, known)).toEqual({ query: { c: "basmati", sort: "newest" }, dropped: true });
    expect(knownFilters({ b: "nope" }, known)).toMatchObject({ query: { b: undefined }, dropped: true });
    expect(knownFilters({ s: "ganga,nope" }, known)).toMatchObject({ query: { s: "ganga" }, dropped: true });
    expect(knownFilters({}, { categories: [], brands: [], suppliers: [] }).dropped).toBe(false);
  });
});

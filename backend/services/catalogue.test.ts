import type { CategoryRow } from "@/backend/db/schema";
import { categoryIdsWithDescendants, categoryTree } from "./catalogue";
import { paise, rupees } from "./money";

const row = (id: number, slug: string, parent_id: number | null): CategoryRow => ({
  id, slug, parent_id, name: slug, website_id: 1, avatar: null, position: id, active: 1,
});
const rows = [row(1, "food", null), row(2, "rice", 1), row(3, "basmati", 2), row(4, "soap", null)];

describe("categories", () => {
  it("collects a category and everything below it", () => {
    expect(categoryIdsWithDescendants(rows, ["food"]).sort()).toEqual([1, 2, 3]);
    expect(categoryIdsWithDescendants(rows, ["rice", "soap"]).sort()).toEqual([2, 3, 4]);
    expect(categoryIdsWithDescendants(rows, ["nope"])).toEqual([]);
  });

  it("nests rows into a tree", () => {
    expect(categoryTree(rows)).toEqual([
      { name: "food", slug: "food", avatar: null, children: [{ name: "rice", slug: "rice", avatar: null, children: [{ name: "basmati", slug: "basmati", avatar: null, children: [] }] }] },
      { name: "soap", slug: "soap", avatar: null, children: [] },
    ]);
  });
});

describe("rupees", () => {
  it("shows paise as rupees", () => {
    expect(rupees(12350)).toBe(123.5);
    expect(rupees(1999)).toBe(19.99);
    expect(rupees(0)).toBe(0);
  });
});

describe("paise", () => {
  it("turns rupees into whole paise, rounding float noise away", () => {
    expect(paise(123.5)).toBe(12350);
    expect(paise(19.99)).toBe(1999);
    expect(paise(0.1 + 0.2)).toBe(30);
  });
});

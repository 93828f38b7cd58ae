import type { MenuItem } from "@/lib/api/schemas/console/website-menus";
import { dropBefore, indentItem, moveItem, outdentItem, toEditorItems, toMenuItems, type EditorItem } from "./menu-tree";

const item = (name: string, children: MenuItem[] = []): MenuItem => ({ name, link: `/${name.toLowerCase()}`, icon: null, translations: {}, children });
const names = (items: EditorItem[]): unknown[] => toMenuItems(items).map((entry) => (entry.children.length ? [entry.name, names(toEditorItems(entry.children))] : entry.name));
const keyOf = (items: EditorItem[], name: string): string => {
  for (const entry of items) {
    if (entry.name === name) return entry.key;
    const inside = entry.children.length ? keyOf(entry.children, name) : "";
    if (inside) return inside;
  }
  return "";
};

describe("the menu editor's moves", () => {
  const start = () => toEditorItems([item("Home"), item("Categories"), item("Offers", [item("Deals", [item("Today")])])]);

  it("moves an item up and down among its neighbours, and not past either end", () => {
    const items = start();
    expect(names(moveItem(items, keyOf(items, "Categories"), -1))).toEqual(["Categories", "Home", ["Offers", [["Deals", ["Today"]]]]]);
    expect(names(moveItem(items, keyOf(items, "Home"), -1))).toEqual(names(items));
    expect(names(moveItem(items, keyOf(items, "Offers"), 1))).toEqual(names(items));
  });

  it("puts an item under the one above only while the menu stays within its depth, and takes it out again after its parent", () => {
    const items = start();
    const indented = indentItem(items, keyOf(items, "Categories"), 3);
    expect(names(indented)).toEqual([["Home", ["Categories"]], ["Offers", [["Deals", ["Today"]]]]]);
    expect(names(outdentItem(indented, keyOf(indented, "Categories")))).toEqual(names(items));
    // Offers has two levels under it: under Categories it would make four.
    expect(indentItem(items, keyOf(items, "Offers"), 3)).toBe(items);
    expect(indentItem(items, keyOf(items, "Home"), 3)).toBe(items);
  });

  it("drops a dragged item in the place of the one it is dropped on, after it when dragged down its own list, and never into itself", () => {
    const items = start();
    expect(names(dropBefore(items, keyOf(items, "Offers"), keyOf(items, "Home"), 3))).toEqual([["Offers", [["Deals", ["Today"]]]], "Home", "Categories"]);
    expect(names(dropBefore(items, keyOf(items, "Home"), keyOf(items, "Categories"), 3))).toEqual(["Categories", "Home", ["Offers", [["Deals", ["Today"]]]]]);
    expect(names(dropBefore(items, keyOf(items, "Home"), keyOf(items, "Deals"), 3))).toEqual(["Categories", ["Offers", ["Home", ["Deals", ["Today"]]]]]);
    expect(dropBefore(items, keyOf(items, "Offers"), keyOf(items, "Today"), 3)).toBe(items);
    expect(dropBefore(items, keyOf(items, "Offers"), keyOf(items, "Deals"), 3)).toBe(items);
  });
});

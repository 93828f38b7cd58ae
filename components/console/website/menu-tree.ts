import type { MenuItem } from "@/lib/api/schemas/console/website-menus";

/** A menu item in the editor: the saved fields, a key of its own, and its items. */
export type EditorItem = Omit<MenuItem, "children"> & { key: string; children: EditorItem[] };

let lastKey = 0;
const newKey = () => `item-${++lastKey}`;

export const toEditorItems = (items: MenuItem[]): EditorItem[] => items.map((item) => ({ ...item, key: newKey(), children: toEditorItems(item.children) }));
export const toMenuItems = (items: EditorItem[]): MenuItem[] =>
  items.map(({ name, link, icon, translations, children }) => ({ name, link, icon, translations, children: toMenuItems(children) }));
export const blankItem = (): EditorItem => ({ key: newKey(), name: "", link: "", icon: null, translations: {}, children: [] });

/** Levels of items in `item`, itself included. */
const levelsOf = (item: EditorItem): number => 1 + Math.max(0, ...item.children.map(levelsOf));

/** Where an item is: the list it is in (by the keys of its ancestors) and its place there. */
type Place = { path: string[]; index: number };

function find(items: EditorItem[], key: string, path: string[] = []): Place | null {
  for (const [index, item] of items.entries()) {
    if (item.key === key) return { path, index };
    const inside = find(item.children, key, [...path, item.key]);
    if (inside) return inside;
  }
  return null;
}

/** The items with the list at `path` replaced by what `change` makes of it. */
function withList(items: EditorItem[], path: string[], change: (list: EditorItem[]) => EditorItem[]): EditorItem[] {
  if (path.length === 0) return change(items);
  return items.map((item) => (item.key === path[0] ? { ...item, children: withList(item.children, path.slice(1), change) } : item));
}

function listAt(items: EditorItem[], path: string[]): EditorItem[] {
  return path.reduce((list, key) => list.find((item) => item.key === key)!.children, items);
}

export const depthOf = (items: EditorItem[], key: string) => (find(items, key)?.path.length ?? 0) + 1;

export function updateItem(items: EditorItem[], key: string, fields: Partial<MenuItem>): EditorItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...fields, children: item.children } : { ...item, children: updateItem(item.children, key, fields) }));
}

export function removeItem(items: EditorItem[], key: string): EditorItem[] {
  return items.filter((item) => item.key !== key).map((item) => ({ ...item, children: removeItem(item.children, key) }));
}

export function addChild(items: EditorItem[], parentKey: string | null, child: EditorItem): EditorItem[] {
  if (parentKey === null) return [...items, child];
  return items.map((item) => (item.key === parentKey ? { ...item, children: [...item.children, child] } : { ...item, children: addChild(item.children, parentKey, child) }));
}

/** One place up (-1) or down (+1) among its siblings; unchanged at either end. */
export function moveItem(items: EditorItem[], key: string, step: -1 | 1): EditorItem[] {
  const place = find(items, key);
  if (!place) return items;
  return withList(items, place.path, (list) => {
    const target = place.index + step;
    if (target < 0 || target >= list.length) return list;
    const next = [...list];
    [next[place.index], next[target]] = [next[target], next[place.index]];
    return next;
  });
}

/** Into the sibling above, as its last item, when the menu is deep enough for it; else unchanged. */
export function indentItem(items: EditorItem[], key: string, maxDepth: number): EditorItem[] {
  const place = find(items, key);
  if (!place || place.index === 0) return items;
  const item = listAt(items, place.path)[place.index];
  if (place.path.length + 1 + levelsOf(item) > maxDepth) return items;
  const above = listAt(items, place.path)[place.index - 1];
  return addChild(removeItem(items, key), above.key, item);
}

/** Out of its parent, just after it; unchanged at the top level. */
export function outdentItem(items: EditorItem[], key: string): EditorItem[] {
  const place = find(items, key);
  if (!place || place.path.length === 0) return items;
  const item = listAt(items, place.path)[place.index];
  const parentPath = place.path.slice(0, -1);
  const parentKey = place.path.at(-1)!;
  const withoutItem = removeItem(items, key);
  return withList(withoutItem, parentPath, (list) => {
    const parentIndex = list.findIndex((entry) => entry.key === parentKey);
    return [...list.slice(0, parentIndex + 1), item, ...list.slice(parentIndex + 1)];
  });
}

/**
 * A dragged item dropped on another takes that item's place in its list (if the menu is deep enough
 * there): before it, or after it when dragged down its own list.
 */
export function dropBefore(items: EditorItem[], key: string, targetKey: string, maxDepth: number): EditorItem[] {
  if (key === targetKey) return items;
  const place = find(items, key);
  const target = find(items, targetKey);
  if (!place || !target || target.path.includes(key)) return items;
  const item = listAt(items, place.path)[place.index];
  if (target.path.length + levelsOf(item) > maxDepth) return items;
  const after = place.path.join("/") === target.path.join("/") && place.index < target.index ? 1 : 0;
  const withoutItem = removeItem(items, key);
  return withList(withoutItem, target.path, (list) => {
    const index = list.findIndex((entry) => entry.key === targetKey) + after;
    return [...list.slice(0, index), item, ...list.slice(index)];
  });
}

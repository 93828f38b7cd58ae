/** The links and buttons of a sub-navigation list, in order (its own entries, not those of nested lists). */
export function focusableEntries(list: HTMLElement | null): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button, :scope > li > div > a, :scope > li > div > button"));
}

export const subNavFocusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current";

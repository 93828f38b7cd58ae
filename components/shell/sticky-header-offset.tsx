"use client";

import { useEffect } from "react";

/** Room left between the header and a control scrolled out from under it. */
const CLEARANCE_PX = 12;

/** What the shopper sees of a control: a visually hidden input (a styled radio or checkbox) shows as its label. */
function visibleBox(control: HTMLElement): HTMLElement {
  if (control.offsetWidth > 1) return control;
  const label = control.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(control.id)}"]`) : null;
  return label ?? control.closest("label") ?? control;
}

function floatsAbovePage(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return true;
  return false;
}

/**
 * While the header sticks to the top (desktop widths), keeps --sticky-header-height on <html> at its
 * height (0 when it scrolls away with the page), which the page's scroll padding and the sticky side
 * panels read; and scrolls a control that takes focus out from under it, as Chrome leaves one that
 * is in the viewport where it is even when the header covers it.
 */
export function StickyHeaderOffset() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    if (!header) return;
    const root = document.documentElement;
    const sticks = () => getComputedStyle(header).position === "sticky";
    const update = () => root.style.setProperty("--sticky-header-height", `${sticks() ? header.offsetHeight : 0}px`);
    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !sticks() || header.contains(target) || floatsAbovePage(target)) return;
      // Measured in the next frame, after the browser's own scroll to the focused control: inside a
      // sticky panel (the checkout summary) that scroll can still leave it under the header.
      requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const covered = header.getBoundingClientRect().bottom + CLEARANCE_PX - visibleBox(target).getBoundingClientRect().top;
        if (covered > CLEARANCE_PX) window.scrollBy({ top: -covered, behavior: "instant" });
      });
    };
    const observer = new ResizeObserver(update);
    observer.observe(header);
    update();
    document.addEventListener("focusin", reveal);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", reveal);
    };
  }, []);
  return null;
}

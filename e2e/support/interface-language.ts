import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

type Messages = Record<string, Record<string, string>>;

const messagesOf = (language: string): Messages => JSON.parse(readFileSync(new URL(`../../messages/${language}.json`, import.meta.url), "utf8"));

/** Fewer letters than this and a fragment says too little to be an interface text ("Add", "MRP "). */
const SHORTEST = 5;

/**
 * The English interface texts that must not show on a page in `language`: each value of
 * messages/en.json that the language words differently, cut at its placeholders and tags into the
 * fragments a page would show ("Only {count} left" gives "Only" and "left", the longer kept). Texts
 * with plurals are cut the same way, so their words outside the braces still count.
 */
export function englishTextsUnlike(language: string): string[] {
  const english = messagesOf("en");
  const other = messagesOf(language);
  const fragments = new Set<string>();
  for (const [namespace, texts] of Object.entries(english)) {
    if (namespace === "Language") continue;
    for (const [key, text] of Object.entries(texts)) {
      if (other[namespace]?.[key] === text) continue;
      for (const fragment of text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?[a-z]+>/)) {
        const words = fragment.trim();
        if (words.replace(/[^A-Za-z]/g, "").length >= SHORTEST) fragments.add(words);
      }
    }
  }
  return [...fragments];
}

/** The English interface texts among the page's visible words (what a shopper or a screen reader is given). */
export async function englishLeftOn(page: Page, language: string): Promise<string[]> {
  const shown = await page.locator("body").innerText();
  return englishTextsUnlike(language).filter((text) => shown.includes(text));
}

/** Buttons and labels whose words run out of their box (a word too long for a phone's width). */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.locator("button, label, [role=button], a.add-to-cart").evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element as HTMLElement;
        const style = getComputedStyle(box);
        if (box.offsetParent === null || style.textOverflow === "ellipsis") return false;
        return box.scrollWidth > box.clientWidth + 1;
      })
      .map((element) => (element as HTMLElement).innerText.trim() || element.getAttribute("aria-label") || element.tagName),
  );
}

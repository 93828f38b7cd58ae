import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

type Texts = { [key: string]: string | Texts };
type Messages = Record<string, Texts>;

/** A namespace's texts by their dotted keys, however deep it groups them (ServerMessages groups by table). */
const flatTexts = (texts: Texts, prefix = ""): [string, string][] =>
  Object.entries(texts).flatMap(([key, text]) => (typeof text === "string" ? [[prefix + key, text]] : flatTexts(text, `${prefix}${key}.`)));

const messagesOf = (language: string): Messages => JSON.parse(readFileSync(new URL(`../../messages/${language}.json`, import.meta.url), "utf8"));

/** Fewer letters than this and a fragment says too little to be an interface text ("Add", "MRP "). */
const SHORTEST = 5;

/**
 * The words of a message outside its ICU arguments and tags: "Only {count} left" gives "Only" and
 * "left". An argument may nest others to any depth (a select whose branches hold a placeholder), so
 * braces are counted rather than matched by a pattern.
 */
function outsideArguments(text: string): string[] {
  const fragments = [""];
  let depth = 0;
  for (const character of text.replace(/<\/?[a-z]+>/g, "{}")) {
    if (character === "{") {
      if (depth === 0) fragments.push("");
      depth += 1;
    } else if (character === "}") {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      fragments[fragments.length - 1] += character;
    }
  }
  return fragments;
}

/**
 * The English interface texts that must not show on a page in `language`: each value of
 * messages/en.json that the language words differently, cut at its placeholders and tags into the
 * fragments a page would show ("Only {count} left" gives "Only" and "left", the longer kept). Texts
 * with plurals are cut the same way, so their words outside the braces still count.
 */
function englishTextsUnlike(language: string): string[] {
  const english = messagesOf("en");
  const other = messagesOf(language);
  const fragments = new Set<string>();
  for (const [namespace, texts] of Object.entries(english)) {
    if (namespace === "Language") continue;
    const translated = new Map(flatTexts(other[namespace] ?? {}));
    for (const [key, text] of flatTexts(texts)) {
      if (translated.get(key) === text) continue;
      for (const fragment of outsideArguments(text)) {
        const words = fragment.trim();
        if (words.replace(/[^A-Za-z]/g, "").length >= SHORTEST) fragments.add(words);
      }
    }
  }
  return [...fragments];
}

/**
 * The website's own words, which the scan leaves out (they are translated in the database, and may
 * be the same words as an interface text): page blocks' titles, the menus' labels, the footer's name,
 * description, contacts, link groups and copyright.
 */
const WEBSITE_CONTENT = ['main h2[id$="-title"]', "nav:not(main nav) li", ".footer-columns :is(p, h2, li, span)", ".footer-bottom p:first-child"].join(", ");

/** The English interface texts among the page's visible words (what a shopper or a screen reader is given), each with the words around it. */
export async function englishLeftOn(page: Page, language: string): Promise<string[]> {
  let shown = await page.locator("body").innerText();
  // Longest first: a shorter text (the website's name) may be part of a longer one (its description).
  const content = (await page.locator(WEBSITE_CONTENT).allInnerTexts()).sort((a, b) => b.length - a.length);
  for (const words of content) shown = shown.replaceAll(words, "");
  return englishTextsUnlike(language).flatMap((text) => {
    const at = shown.indexOf(text);
    return at < 0 ? [] : [`${text}: “${shown.slice(Math.max(0, at - 30), at + text.length + 30).replace(/\s+/g, " ")}”`];
  });
}

/**
 * Buttons and labels whose words run out of their box (a word too long for a phone's width): a line
 * of their text that reaches past their edges. Text placed on purpose outside the box (a count badge
 * on the cart button, absolutely positioned) and text cut with an ellipsis do not count.
 */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.locator("button, label, [role=button]").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element as HTMLElement;
      if (box.offsetParent === null || getComputedStyle(box).textOverflow === "ellipsis") return [];
      const edges = box.getBoundingClientRect();
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement!;
        if (!node.textContent?.trim() || parent.closest(".sr-only") || getComputedStyle(parent).position === "absolute") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.left < edges.left - 1 || text.right > edges.right + 1)) return [`${box.innerText.trim() || box.getAttribute("aria-label")}`];
      }
      return [];
    }),
  );
}

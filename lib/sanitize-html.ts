import { resolveLink, safeInternalPath } from "./links";

/**
 * A small allow-list HTML sanitiser for rich text that comes from data (page blocks, product
 * descriptions). It runs on the server without a DOM: tags outside the list are dropped (their text
 * kept), script-like elements are dropped with their content, attributes outside the list and every
 * on* handler are dropped, and links go through the site's link rule (javascript: and friends never
 * survive). Open tags are closed so the fragment cannot swallow the markup after it.
 *
 * No `id` reaches the page: an element with `id="__next_f"` becomes `window.__next_f` and breaks the
 * framework's start-up script (DOM clobbering). An id that names a section becomes an empty
 * `<a name>` at the start of the element instead, which is a fragment target (`/about-us#contact`
 * still lands there) but creates no global. Classes come from a short list that only formats text, so
 * content cannot borrow the site's layout classes to cover the page.
 */
const ALLOWED_TAGS = new Set([
  "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "code", "pre",
  "blockquote", "ul", "ol", "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "a", "span",
  "div", "section", "article", "figure", "figcaption", "img", "table", "thead", "tbody", "tfoot", "tr",
  "th", "td", "caption",
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements whose whole content goes with them. */
const DROP_WITH_CONTENT = new Set([
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "template", "noscript",
  "textarea", "select", "option", "button", "svg", "math", "head", "title", "xmp", "plaintext", "noembed",
  "noframes", "form", "canvas", "video", "audio",
]);
const GLOBAL_ATTRIBUTES = new Set(["class", "title", "lang", "dir"]);
const CONTENT_CLASSES = new Set([
  "text-left", "text-center", "text-right", "font-bold", "font-semibold", "italic", "underline", "uppercase", "text-sm", "text-lg",
]);
const FRAGMENT_NAME = /^[a-zA-Z][\w-]{0,63}$/;
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href"]),
  img: new Set(["src", "alt", "width", "height"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  td: new Set(["colspan", "rowspan"]),
  ol: new Set(["start"]),
};

function fragmentTarget(name: string): string {
  const escaped = escapeHtml(name);
  return `<a name="${escaped}" href="#${escaped}" tabindex="-1" aria-hidden="true"></a>`;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Text between tags: entities stay as they are, bare < > & are escaped. */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function safeImageSrc(value: string): string | null {
  const src = value.trim();
  if (src.startsWith("/")) return safeInternalPath(src);
  const link = resolveLink(src);
  return link.kind === "external" && /^https?:\/\//i.test(src) ? link.href : null;
}

function contentClasses(value: string): string | null {
  const kept = value.split(/\s+/).filter((name) => CONTENT_CLASSES.has(name));
  return kept.length > 0 ? kept.join(" ") : null;
}

interface RenderedAttributes {
  text: string;
  /** The element's id, kept as a fragment name. */
  fragment: string | null;
}

function renderAttributes(tag: string, raw: string): RenderedAttributes {
  const allowed = TAG_ATTRIBUTES[tag];
  const out: string[] = [];
  let fragment: string | null = null;
  for (const match of raw.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (name.startsWith("on")) continue;
    const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
    if (name === "id") {
      if (FRAGMENT_NAME.test(value.trim())) fragment = value.trim();
      continue;
    }
    if (!GLOBAL_ATTRIBUTES.has(name) && !allowed?.has(name)) continue;
    if (name === "class") {
      const classes = contentClasses(value);
      if (classes) out.push(`class="${classes}"`);
      continue;
    }
    if (tag === "a" && name === "href") {
      // Rich text may also link to contacts and to anchors on the same page.
      if (/^(mailto|tel):[^\s<>"']+$/i.test(value.trim()) || /^#[\w-]+$/.test(value.trim())) {
        out.push(`href="${escapeHtml(value.trim())}"`);
        continue;
      }
      const link = resolveLink(value);
      if (link.kind === "none") continue;
      out.push(`href="${escapeHtml(link.href)}"`);
      if (link.kind === "external") out.push('target="_blank"', 'rel="noopener"');
      continue;
    }
    if (tag === "img" && name === "src") {
      const src = safeImageSrc(value);
      if (src) out.push(`src="${escapeHtml(src)}"`);
      continue;
    }
    if ((name === "width" || name === "height" || name === "colspan" || name === "rowspan" || name === "start") && !/^\d{1,4}$/.test(value.trim())) continue;
    out.push(`${name}="${escapeHtml(value)}"`);
  }
  if (tag === "img") {
    if (!out.some((attribute) => attribute.startsWith("src="))) return { text: "", fragment: null };
    if (!out.some((attribute) => attribute.startsWith("alt="))) out.push('alt=""');
    out.push('loading="lazy"', 'decoding="async"');
  }
  // A link cannot hold another link: its own name attribute is the fragment target.
  if (tag === "a" && fragment) out.push(`name="${escapeHtml(fragment)}"`);
  return { text: out.length > 0 ? ` ${out.join(" ")}` : "", fragment: tag === "a" ? null : fragment };
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;

export function sanitizeHtml(html: string | null | undefined): string {
  const input = html ?? "";
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let dropDepth = 0;

  for (const match of input.matchAll(TOKEN)) {
    const token = match[0];
    const name = match[1]?.toLowerCase();
    if (!name) {
      if (token.startsWith("<!") || token.startsWith("<?")) continue; // comments, doctype, CDATA
      if (!dropping) out += escapeText(token);
      continue;
    }
    const closing = token.startsWith("</");
    if (dropping) {
      if (name === dropping) dropDepth += closing ? -1 : 1;
      if (dropDepth === 0) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(token)) {
        dropping = name;
        dropDepth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) out += `</${open.pop()}>`;
      continue;
    }
    const attributes = renderAttributes(name, match[2] ?? "");
    if (VOID_TAGS.has(name)) {
      if (name === "img" && attributes.text === "") continue;
      out += `<${name}${attributes.text}>`;
      continue;
    }
    out += `<${name}${attributes.text}>`;
    if (attributes.fragment) out += fragmentTarget(attributes.fragment);
    open.push(name);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** True when the text has HTML tags; plain text is shown with its line breaks instead. */
function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(text);
}

/** Plain text as safe HTML paragraphs (blank lines split paragraphs, single newlines become <br>). */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** Rich text from data, HTML or plain, as safe HTML. */
export function richTextHtml(text: string | null | undefined): string {
  const value = text ?? "";
  return looksLikeHtml(value) ? sanitizeHtml(value) : textToHtml(value);
}

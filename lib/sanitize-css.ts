/**
 * Page CSS comes from the page builder, i.e. from operators, and is emitted inside a <style> tag.
 * It may style the page; it must never run script, load other style sheets, or escape its tag or
 * its scope. Anything that could is removed; braces are balanced so the scope wrapper holds.
 */
const FORBIDDEN: RegExp[] = [
  /<\/?\s*style/gi,
  /expression\s*\(/gi,
  /(?:java|vb)script\s*:/gi,
  /@import[^;{}]*;?/gi,
  /@charset\b[^;{}]*;?/gi,
  /@namespace\b[^;{}]*;?/gi,
  /behaviou?r\s*:[^;{}]*;?/gi,
  /-moz-binding\s*:[^;{}]*;?/gi,
  /-o-link(?:-source)?\s*:[^;{}]*;?/gi,
  /url\s*\(\s*["']?\s*(?:data:\s*text\/html|javascript|vbscript)[^)]*\)/gi,
];

function stripOnce(css: string): string {
  let text = css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "") // comments (and an unterminated one)
    .replace(/\\/g, "") // escapes can spell any of the words below (\65xpression)
    .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g, "")
    .replace(/<!--|-->/g, "");
  for (const pattern of FORBIDDEN) text = text.replace(pattern, "");
  return text.replace(/</g, "");
}

/** Drops closing braces that would close more than was opened, and closes what is left open. */
function balanceBraces(css: string): string {
  let depth = 0;
  let quote: string | null = null;
  let out = "";
  for (const char of css) {
    if (quote) {
      if (char === quote) quote = null;
      else if (char === "\n") quote = null; // an unterminated string ends at the line
      out += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === "{") depth += 1;
    if (char === "}") {
      if (depth === 0) continue;
      depth -= 1;
    }
    out += char;
  }
  if (quote) out += quote;
  return out + "}".repeat(depth);
}

export function sanitizeCss(css: string | null | undefined): string {
  let text = css ?? "";
  for (let pass = 0; pass < 5; pass += 1) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  return balanceBraces(text).trim();
}

/**
 * Scopes sanitised CSS to one element with native CSS nesting: `h1 {…}` becomes
 * `[data-page-css="about"] h1 {…}`, so a page's CSS cannot restyle the rest of the site.
 */
export function scopedPageCss(css: string | null | undefined, scopeId: string): string {
  const clean = sanitizeCss(css);
  if (clean === "") return "";
  return `${pageCssSelector(scopeId)}{${clean}}`;
}

export function pageCssSelector(scopeId: string): string {
  return `[data-page-css="${scopeId.replace(/[^a-zA-Z0-9_-]/g, "_")}"]`;
}

export function pageCssScopeId(path: string): string {
  return path.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9_-]/g, "_") || "home";
}

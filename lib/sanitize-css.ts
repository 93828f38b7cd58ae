import "server-only";
import postcss, { AtRule, Declaration, Rule, type ChildNode, type Container } from "postcss";
import safeParser from "postcss-safe-parser";

/**
 * Page CSS comes from the page builder, i.e. from operators, and is emitted inside a <style> tag.
 * It may style its page; it must never run script, load other style sheets, or reach anything outside
 * the page. It is parsed with PostCSS (the safe parser repairs broken input), and only what passes the
 * allow-lists below is rebuilt into a new tree and serialised: every selector is prefixed with the
 * page's scope, nothing of the input is concatenated.
 */

/** At-rules whose rules are scoped like top-level ones. */
const GROUPING_AT_RULES = new Set(["media", "supports"]);
const KEYFRAMES = /^(?:-webkit-)?keyframes$/i;
const KEYFRAMES_NAME = /^[a-zA-Z_][a-zA-Z0-9_-]*$/;
const KEYFRAME_SELECTOR = /^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/i;
/** Grouping at-rule conditions: media features and supports tests, no strings, urls or blocks. */
const CONDITION = /^[a-zA-Z0-9\s():,.%\-+*/<>=]*$/;
/** Type, class, id, attribute and pseudo selectors with combinators; no nesting (&), escapes or comments. */
const SELECTOR = /^[a-zA-Z0-9\s_\-.#:>+~*()[\]=^$|,%]+$/;
/** Quoted attribute values that close on their line. */
const SELECTOR_STRING = /"[^"\\\n\r\f]*"|'[^'\\\n\r\f]*'/g;
/** A selector that starts with a combinator would reach the wrapper's siblings (`~ footer`), not its content. */
const LEADING_COMBINATOR = /^[>+~|]/;
const PROPERTY = /^(?:--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z-]*)$/;
const FORBIDDEN_PROPERTIES = new Set(["behavior", "behaviour", "-moz-binding", "-o-link", "-o-link-source", "-ms-behavior"]);
/** Script in old engines, style sheets or images loaded without a url() this file checks. */
const FORBIDDEN_IN_VALUE = /expression\s*\(|javascript:|vbscript:|-moz-binding|image-set\s*\(|(?<![\w-])src\s*\(|@import/;
/** Properties whose values the rules below restrict: only what is written is judged, nothing substituted later. */
const RESTRICTED_PROPERTY = /^(?:position|(?:-webkit-)?animation(?:-name)?)$/i;
/** Functions whose value is only known in the browser (`var(--x)` may hold `fixed`). */
const SUBSTITUTION = /(?<![\w-])(?:var|env|attr)\s*\(/;
/** Fixed positioning is left out: a fixed element leaves the page's box and can cover the header or the checkout button. */
const POSITION = /^(?:static|relative|absolute|sticky|inherit|initial|unset|revert|revert-layer)$/;
const URL_FUNCTION = /url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)/g;
const SAFE_URL = /^(?:https:\/\/[^\s\\]+|\/(?![/\\])[^\s\\]*|data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+)$/i;

/** CSS escapes (\65 , \e) as the characters they stand for, so the checks see what the browser sees. */
function decodeEscapes(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([\s\S])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ""),
  );
}

/**
 * The value as one well-formed run of tokens, or null: strings must close on their line (a newline,
 * \r or \f inside a quote is where browsers and parsers disagree), and outside strings there are no
 * escapes, braces, semicolons or angle brackets; comments become spaces.
 */
function wellFormedValue(value: string): string | null {
  let out = "";
  let quote: string | null = null;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(char)) return null;
    if (quote) {
      if (/[\n\r\f]/.test(char)) return null;
      if (char === "\\") {
        const next = value[index + 1];
        if (next === undefined || /[\n\r\f]/.test(next)) return null;
        out += char + next;
        index += 1;
        continue;
      }
      if (char === quote) quote = null;
      out += char;
      continue;
    }
    const unquotedUrl = /^url\(\s*([^"'\s)][^)]*?)\s*\)/i.exec(value.slice(index));
    if (unquotedUrl) {
      // Inside an unquoted url() a quote, bracket, space or escape makes a bad-url token: refused.
      if (/["'(\\\s\u0000-\u001f\u007f]/.test(unquotedUrl[1])) return null;
      out += `url(${unquotedUrl[1]})`;
      index += unquotedUrl[0].length - 1;
      continue;
    }
    if (char === "/" && value[index + 1] === "*") {
      const end = value.indexOf("*/", index + 2);
      if (end === -1) return null;
      out += " ";
      index = end + 1;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if ("{};<>\\".includes(char)) return null;
    out += /[\t\n\r\f]/.test(char) ? " " : char;
  }
  return quote ? null : out.trim();
}

function urlsAreSafe(decoded: string): boolean {
  const calls = decoded.match(/url\s*\(/g)?.length ?? 0;
  const urls = [...decoded.matchAll(URL_FUNCTION)].map((match) => (match[1] ?? match[2] ?? match[3]).trim());
  return urls.length === calls && urls.every((url) => SAFE_URL.test(url));
}

interface Scope {
  selector: string;
  /** Keyframes names of this CSS → the scoped names they are emitted under. */
  keyframes: Map<string, string>;
}

function renameKeyframes(value: string, keyframes: Map<string, string>): string {
  return value.replace(/[a-zA-Z_][a-zA-Z0-9_-]*/g, (word) => keyframes.get(word) ?? word);
}

function cleanDeclaration(node: Declaration, scope: Scope): Declaration | null {
  const prop = node.prop.trim();
  if (!PROPERTY.test(prop) || FORBIDDEN_PROPERTIES.has(prop.toLowerCase())) return null;
  const value = wellFormedValue(node.value);
  if (value === null || value === "") return null;
  const decoded = decodeEscapes(value).toLowerCase();
  if (FORBIDDEN_IN_VALUE.test(decoded) || !urlsAreSafe(decoded)) return null;
  if (RESTRICTED_PROPERTY.test(prop) && SUBSTITUTION.test(decoded)) return null;
  if (prop.toLowerCase() === "position" && !POSITION.test(decoded)) return null;
  const renamed = /^(?:-webkit-)?animation(?:-name)?$/i.test(prop) ? renameKeyframes(value, scope.keyframes) : value;
  return new Declaration({ prop, value: renamed, important: node.important });
}

function cleanDeclarations(nodes: ChildNode[], scope: Scope): Declaration[] {
  return nodes.flatMap((node) => (node.type === "decl" ? (cleanDeclaration(node, scope) ?? []) : []));
}

function scopedSelector(rule: Rule, scope: Scope): string | null {
  const selectors = rule.selectors.map((selector) => selector.trim());
  const refused = (selector: string) => selector === "" || LEADING_COMBINATOR.test(selector) || !SELECTOR.test(selector.replace(SELECTOR_STRING, "x"));
  if (selectors.some(refused)) return null;
  return selectors.map((selector) => `${scope.selector} ${selector}`).join(", ");
}

function cleanKeyframes(node: AtRule, scope: Scope): AtRule | null {
  const name = scope.keyframes.get(node.params.trim());
  if (!name) return null;
  const frames = (node.nodes ?? []).flatMap((child) => {
    if (child.type !== "rule" || !KEYFRAME_SELECTOR.test(child.selector.trim())) return [];
    return [new Rule({ selector: child.selector.trim(), nodes: cleanDeclarations(child.nodes, scope) })];
  });
  return new AtRule({ name: "keyframes", params: name, nodes: frames });
}

/** Rules and allowed at-rules of one level; declarations outside a rule and nested rules are dropped. */
function cleanChildren(nodes: ChildNode[], scope: Scope): ChildNode[] {
  return nodes.flatMap((node): ChildNode[] => {
    if (node.type === "rule") {
      const selector = scopedSelector(node, scope);
      const declarations = selector ? cleanDeclarations(node.nodes, scope) : [];
      return selector && declarations.length > 0 ? [new Rule({ selector, nodes: declarations })] : [];
    }
    if (node.type !== "atrule") return [];
    if (KEYFRAMES.test(node.name)) return [cleanKeyframes(node, scope) ?? []].flat();
    const name = node.name.toLowerCase();
    const params = node.params.trim();
    if (!GROUPING_AT_RULES.has(name) || !node.nodes || !CONDITION.test(params) || params.includes("</")) return [];
    const children = cleanChildren(node.nodes, scope);
    return children.length > 0 ? [new AtRule({ name, params, nodes: children })] : [];
  });
}

function keyframesNames(root: Container, scopeId: string): Map<string, string> {
  const names = new Map<string, string>();
  root.walkAtRules(KEYFRAMES, (rule) => {
    const name = rule.params.trim();
    if (KEYFRAMES_NAME.test(name)) names.set(name, `${scopeId}-${name}`);
  });
  return names;
}

/**
 * The page's CSS with every selector under the page's wrapper, e.g. `h1 {…}` becomes
 * `[data-page-css="about"] h1 {…}`; keyframes get the scope in their names. Empty when nothing is left.
 */
export function scopedPageCss(css: string | null | undefined, scopeId: string): string {
  const input = css ?? "";
  if (input.trim() === "") return "";
  const root = postcss().process(input, { parser: safeParser }).root;
  if (root.type !== "root") return "";
  const safeId = pageCssScopeId(scopeId);
  const scope: Scope = { selector: pageCssSelector(safeId), keyframes: keyframesNames(root, safeId) };
  const output = postcss.root();
  output.append(cleanChildren(root.nodes, scope));
  const text = output.toString().trim();
  // Nothing above lets a "<" through outside a string; this keeps even a string from ending the style tag.
  return /<\/|<!--/.test(text) ? "" : text;
}

function pageCssSelector(scopeId: string): string {
  return `[data-page-css="${scopeId.replace(/[^a-zA-Z0-9_-]/g, "_")}"]`;
}

export function pageCssScopeId(path: string): string {
  return path.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9_-]/g, "_") || "home";
}

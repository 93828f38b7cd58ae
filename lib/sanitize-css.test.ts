import { transform } from "lightningcss";
import postcss from "postcss";
import { OWASP_CSS_VECTORS } from "@/lib/testing/owasp-xss-vectors";
import { pageCssScopeId, scopedPageCss } from "./sanitize-css";

const SCOPE = '[data-page-css="about-us"]';

/**
 * Every selector of the output as a browser-grade parser (lightningcss, Firefox's CSS parser) reads
 * it, so a disagreement between PostCSS and browsers about where a rule ends would show here.
 */
function selectorsSeenByBrowserParser(css: string): unknown[][] {
  const selectors: unknown[][] = [];
  transform({
    filename: "page.css",
    code: Buffer.from(css),
    errorRecovery: true,
    visitor: { Selector: (selector) => void selectors.push(selector) },
  });
  return selectors;
}

const scopeComponent = { type: "attribute", name: "data-page-css", operation: expect.objectContaining({ value: "about-us" }) };

function expectContained(css: string) {
  const output = scopedPageCss(css, "about-us");
  for (const selector of selectorsSeenByBrowserParser(output)) {
    expect(selector[0]).toMatchObject(scopeComponent);
    expect(selector[1]).toEqual({ type: "combinator", value: "descendant" });
    expect(JSON.stringify(selector)).not.toContain('"nesting"');
  }
  expect(output).not.toMatch(/<\/|<!--|expression\s*\(|javascript:|vbscript:|@import|-moz-binding|behavior/i);
  // PostCSS's strict parser reads what was written without repairs.
  expect(postcss.parse(output).toString()).toBe(output);
  return output;
}

describe("scopedPageCss", () => {
  it("keeps ordinary CSS, every selector under the page's wrapper", () => {
    const output = scopedPageCss(".hero > h2, p { color: #0f766e; margin: 0 auto !important }\n@media (min-width: 768px) { .hero { padding: 2rem } }", "about-us");
    expect(output.replace(/\s+/g, " ")).toBe(
      `${SCOPE} .hero > h2, ${SCOPE} p { color: #0f766e; margin: 0 auto !important } @media (min-width: 768px) { ${SCOPE} .hero { padding: 2rem } }`,
    );
  });

  it.each([
    ['p{content:"x\r}}body{background:rgb(255,0,0)}'],
    ['p{content:"x\f}}body{background:rgb(255,0,0)}'],
    ['p{content:"x\n}}body{background:rgb(255,0,0)}'],
    ['p{background:url(x"y)}}body{background:rgb(255,0,0)}'],
    ["p{background:url(x'y)}}body{background:rgb(255,0,0)}"],
    ['p{content:"x\\\r}}body{background:rgb(255,0,0)}'],
    ["} body { background: rgb(255,0,0) }"],
    ["p { color: red; } } body { background: rgb(255,0,0) }"],
    ["p { color: red; & ~ footer { display: none } }"],
    ["p { & ~ footer { display: none } } footer { display: none }"],
    ["@media screen { } } body { background: red }"],
    ["@supports (display:grid) { & body { color: red } }"],
    ["a[title=\"x]{}body{background:red}\"] { color: red }"],
    ["a[title=\"x\n]{}body{background:red}\"] { color: red }"],
    ["/* } */ body { background: red } /*"],
    ["p { color: red; /* unterminated"],
    ["@media (min-width: 1px) { body { background: red } }"],
  ])("keeps %p inside the page", (css) => {
    expectContained(css);
  });

  it.each(OWASP_CSS_VECTORS)("removes the active part of OWASP vector %p", (css) => {
    expectContained(css);
  });

  it("allows https, site-relative and inline image URLs, nothing else", () => {
    const output = scopedPageCss(
      "a { background: url(https://cdn.example/a.png) } b { background: url('/s/media/b.png') } c { background: url(data:image/png;base64,iVBORw0KGgo=) }" +
        " d { background: url(//evil.example/x) } e { background: url(http://plain.example/x) } f { background: url(/\\evil.example) } g { background: url(data:image/svg+xml,<svg onload=alert(1)>) }",
      "about-us",
    );
    expect(output).toContain("url(https://cdn.example/a.png)");
    expect(output).toContain("url('/s/media/b.png')");
    expect(output).toContain("url(data:image/png;base64,iVBORw0KGgo=)");
    expect(output).not.toMatch(/evil|plain|svg/);
  });

  it("allows only grouping at-rules and keyframes, the keyframes renamed to the page", () => {
    const output = scopedPageCss(
      "@import 'x.css'; @font-face { font-family: Inter; src: url(https://evil.example/f.woff) } @namespace x url(y); @page { margin: 0 }" +
        " @keyframes spin { from { opacity: 0 } to { opacity: 1 } } .x { animation: spin 1s }",
      "about-us",
    );
    expect(output).not.toMatch(/@import|@font-face|@namespace|@page|evil/);
    expect(output).toMatch(/@keyframes about-us-spin \{/);
    expect(output).toContain("animation: about-us-spin 1s");
  });

  it("keeps braces inside strings as strings", () => {
    expect(scopedPageCss('a::after { content: "}" }', "about-us").replace(/\s+/g, " ")).toBe(`${SCOPE} a::after { content: "}" }`);
  });

  it("drops fixed positioning, which would take content out of the page", () => {
    expect(scopedPageCss(".overlay { position: fixed; inset: 0; color: red }", "about-us")).not.toContain("fixed");
  });

  it("keeps no position or animation name that a custom property fills in later", () => {
    for (const css of [
      "p{--x:fixed;position:var(--x)}",
      "p { position: VAR( --x ) }",
      "p { position: v\\61 r(--x) }",
      "p { position: env(x, fixed) }",
      "p { position: fixed !important }",
      "p { animation: var(--spin) 1s }",
      "p { animation-name: var(--spin) }",
    ]) {
      expect(scopedPageCss(css, "about")).not.toMatch(/position|animation/);
    }
    expect(scopedPageCss("p { position: sticky; top: var(--gap) }", "about").replace(/\s+/g, " ")).toContain("position: sticky; top: var(--gap)");
  });

  it("drops selectors that start with a combinator, which would reach the wrapper's siblings", () => {
    for (const selector of ["~ footer", "+ footer", "> p", "|| td", "  ~footer", "p, ~ footer"]) {
      expect(expectContained(`${selector} { color: red }`)).toBe("");
    }
    expect(expectContained("p ~ span, h2 + p { color: red }")).toBe(`${SCOPE} p ~ span, ${SCOPE} h2 + p {\n    color: red\n}`);
  });

  it("is empty for nothing", () => {
    expect(scopedPageCss(undefined, "x")).toBe("");
    expect(scopedPageCss("  /* only a comment */ ", "x")).toBe("");
    expect(scopedPageCss("} } {", "x")).toBe("");
  });
});

describe("pageCssScopeId", () => {
  it.each([
    ["/", "home"],
    ["/about-us", "about-us"],
    ["/offers/diwali", "offers_diwali"],
    ['/x"]{}', "x____"],
  ])("%p → %p", (path, id) => expect(pageCssScopeId(path)).toBe(id));
});

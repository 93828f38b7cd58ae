import { pageCssScopeId, sanitizeCss, scopedPageCss } from "./sanitize-css";

describe("sanitizeCss", () => {
  it("keeps ordinary CSS", () => {
    const css = ".hero > h2 { color: #0f766e; margin: 0 auto; }\n@media (min-width: 768px) { .hero { padding: 2rem; } }";
    expect(sanitizeCss(css)).toBe(css);
  });

  it.each([
    ["</style><script>alert(1)</script>", "<"],
    ["</STYLE ><img src=x onerror=alert(1)>", "<"],
    ["a { width: expression(alert(1)); }", "expression("],
    ["a { background: url(javascript:alert(1)); }", "javascript:"],
    ["a { background: url('JaVaScRiPt:alert(1)'); }", "javascript:"],
    ["@import url('https://evil.example/x.css');", "@import"],
    ["@import 'x.css'; a{}", "@import"],
    ["a { behavior: url(x.htc); }", "behavior"],
    ["a { -moz-binding: url(x.xml#xss); }", "-moz-binding"],
    ["a { width: \\65 xpression(alert(1)); } b { w: e\\xpression(1) }", "expression("],
    ["a { background: url(java\\script:alert(1)); }", "javascript"],
    ["@im@importport 'x.css';", "@import"],
    ["a { b: ex/**/pression(alert(1)) }", "expression("],
    ["a { background: url(data:text/html,<b>) }", "data:text/html"],
  ])("removes the dangerous part of %p", (input, needle) => {
    expect(sanitizeCss(input).toLowerCase()).not.toContain(needle.toLowerCase());
  });

  it("drops extra closing braces and closes open ones", () => {
    expect(sanitizeCss("a { color: red; } } body { display: none }")).toBe("a { color: red; }  body { display: none }");
    expect(sanitizeCss("a { color: red;")).toBe("a { color: red;}");
  });

  it("does not count braces inside strings", () => {
    expect(sanitizeCss('a::after { content: "}"; }')).toBe('a::after { content: "}"; }');
  });

  it("gives an empty string for nothing", () => {
    expect(sanitizeCss(undefined)).toBe("");
    expect(sanitizeCss("  /* only a comment */ ")).toBe("");
  });
});

describe("scopedPageCss", () => {
  it("wraps the CSS in the page scope", () => {
    expect(scopedPageCss("h1 { color: red }", "about-us")).toBe('[data-page-css="about-us"]{h1 { color: red }}');
  });
  it("cannot be escaped by a stray closing brace", () => {
    const scoped = scopedPageCss("} body { display: none }", "x");
    expect(scoped).toBe('[data-page-css="x"]{body { display: none }}');
  });
  it("is empty without CSS", () => expect(scopedPageCss("", "x")).toBe(""));
});

describe("pageCssScopeId", () => {
  it.each([
    ["/", "home"],
    ["/about-us", "about-us"],
    ["/offers/diwali", "offers_diwali"],
    ['/x"]{}', "x____"],
  ])("%p → %p", (path, id) => expect(pageCssScopeId(path)).toBe(id));
});

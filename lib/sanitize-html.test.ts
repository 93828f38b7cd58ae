/** @jest-environment jsdom */
import { OWASP_HTML_VECTORS } from "@/lib/testing/owasp-xss-vectors";
import { richTextHtml, sanitizeHtml, textToHtml } from "./sanitize-html";

const ALLOWED_OUTPUT_TAGS = [
  "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark", "code", "pre", "blockquote", "ul", "ol",
  "li", "dl", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "a", "span", "div", "section", "article", "figure", "figcaption",
  "img", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
];

describe("sanitizeHtml", () => {
  it.each([
    ["<p>Fresh <strong>basmati</strong> rice</p>", "<p>Fresh <strong>basmati</strong> rice</p>"],
    ["<ul><li>One</li><li>Two</li></ul>", "<ul><li>One</li><li>Two</li></ul>"],
    ["<p>a<br/>b</p>", "<p>a<br>b</p>"],
    ['<a href="/products">Shop</a>', '<a href="/products">Shop</a>'],
    ['<a href="https://x.in">X</a>', '<a href="https://x.in" target="_blank" rel="noopener">X</a>'],
    ['<a href="www.x.in">X</a>', '<a href="https://www.x.in" target="_blank" rel="noopener">X</a>'],
    ['<h2 class="text-center title" style="color:red">Hi</h2>', '<h2 class="text-center">Hi</h2>'],
    ['<h3 id="contact">Contact us</h3>', '<h3><a name="contact" href="#contact" tabindex="-1" aria-hidden="true"></a>Contact us</h3>'],
    ['<a id="top" href="/">Top</a>', '<a href="/" name="top">Top</a>'],
    ['<a href="mailto:hi@x.in">mail</a> <a href="tel:+9180">call</a> <a href="#contact">jump</a>', '<a href="mailto:hi@x.in">mail</a> <a href="tel:+9180">call</a> <a href="#contact">jump</a>'],
    ["Tom &amp; Jerry &copy; 5 < 6 & 7", "Tom &amp; Jerry &copy; 5 &lt; 6 &amp; 7"],
  ])("keeps safe markup: %p", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["<SCRIPT SRC=//evil></SCRIPT>ok", "ok"],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" alt="" loading="lazy" decoding="async">'],
    ['<img src="javascript:alert(1)">', ""],
    ['<img src=x onerror=alert(1)>', ""],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="&#106;avascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java\nscript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="/ok" onclick="alert(1)">x</a>', '<a href="/ok">x</a>'],
    ["<iframe src=//evil></iframe>after", "after"],
    ["<style>body{display:none}</style>text", "text"],
    ["<svg><script>alert(1)</script></svg>ok", "ok"],
    ["<!-- <script>alert(1)</script> -->ok", "ok"],
    ["<form action=/x><input name=a></form>ok", "ok"],
    ["<p onmouseover='alert(1)'>hover</p>", "<p>hover</p>"],
    ['<div data-x="1" class="a">x</div>', "<div>x</div>"],
    ['<div class="fixed inset-0 z-50 bg-white">cover</div>', "<div>cover</div>"],
    ['<a href="/\\evil.com">x</a>', "<a>x</a>"],
    ['<a href="//evil.com">x</a>', "<a>x</a>"],
    ['<a href="/..//evil.com">x</a>', "<a>x</a>"],
    ['<a href="/%09/evil.com">x</a>', "<a>x</a>"],
    ['<a href="/\x00/evil.com">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<img src="/\\evil.com/x.png">', ""],
    ['<img src="//evil.com/x.png">', ""],
    ['<div id="__next_f">clobber</div>', "<div>clobber</div>"],
    ['<img id="__NEXT_DATA__" name="__next_f" src="/x.png">', '<img src="/x.png" alt="" loading="lazy" decoding="async">'],
    ['<p title="a&quot; onclick=&quot;x">t</p>', '<p title="a&quot; onclick=&quot;x">t</p>'],
    ["<marquee>old</marquee>", "old"],
    ["<p>unclosed <b>bold", "<p>unclosed <b>bold</b></p>"],
    ["</div></p>stray", "stray"],
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
  ])("removes the dangerous part of %p", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("gives an empty string for nothing", () => expect(sanitizeHtml(null)).toBe(""));
});

describe("sanitizeHtml against the OWASP XSS filter-evasion set", () => {
  const SAFE_HREF = /^(?:\/(?![/\\])|https?:\/\/|mailto:|tel:|#)/i;

  it.each(OWASP_HTML_VECTORS)("leaves nothing active of %p", (vector) => {
    const template = document.createElement("template");
    template.innerHTML = sanitizeHtml(vector);
    const elements = [...template.content.querySelectorAll("*")];
    for (const element of elements) {
      expect(ALLOWED_OUTPUT_TAGS).toContain(element.localName);
      for (const attribute of [...element.attributes]) {
        expect(["id", "style", "srcset", "formaction", "background", "dynsrc", "lowsrc"]).not.toContain(attribute.name);
        expect(attribute.name).not.toMatch(/^on/i);
        if (attribute.name === "href" || attribute.name === "src") expect(attribute.value).toMatch(SAFE_HREF);
      }
    }
  });
});

describe("textToHtml / richTextHtml", () => {
  it("turns plain text into paragraphs", () => {
    expect(textToHtml("Line one\nline two\n\nNext <para>")).toBe("<p>Line one<br>line two</p><p>Next &lt;para&gt;</p>");
  });
  it("sanitises HTML and formats plain text", () => {
    expect(richTextHtml("<p>Hi</p><script>x</script>")).toBe("<p>Hi</p>");
    expect(richTextHtml("Just text")).toBe("<p>Just text</p>");
  });
});

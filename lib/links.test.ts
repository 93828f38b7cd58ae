import { linkHref, resolveLink } from "./links";

describe("resolveLink", () => {
  it.each([
    ["/products", { kind: "internal", href: "/products" }],
    ["/products?c=rice", { kind: "internal", href: "/products?c=rice" }],
    ["/", { kind: "internal", href: "/" }],
    ["  /about-us  ", { kind: "internal", href: "/about-us" }],
    ["https://example.com/a", { kind: "external", href: "https://example.com/a", target: "_blank", rel: "noopener" }],
    ["http://example.com", { kind: "external", href: "http://example.com", target: "_blank", rel: "noopener" }],
    ["HTTPS://EXAMPLE.COM", { kind: "external", href: "HTTPS://EXAMPLE.COM", target: "_blank", rel: "noopener" }],
    ["www.example.com", { kind: "external", href: "https://www.example.com", target: "_blank", rel: "noopener" }],
    ["/a/../offers", { kind: "internal", href: "/offers" }],
    ["//cdn.example.com/x", { kind: "none" }],
    ["/\\evil.com", { kind: "none" }],
    ["/..//evil.com", { kind: "none" }],
    ["/%2F/evil.com", { kind: "none" }],
    ["/%09/evil.com", { kind: "none" }],
    ["https:/\\evil.com", { kind: "none" }],
    ["vbscript:msgbox(1)", { kind: "none" }],
    ["javascript:alert(1)", { kind: "none" }],
    ["JavaScript:alert(1)", { kind: "none" }],
    ["/x\njavascript:alert(1)", { kind: "none" }],
    ["data:text/html,<script>", { kind: "none" }],
    ["mailto:hi@example.com", { kind: "none" }],
    ["tel:+919999999999", { kind: "none" }],
    ["#top", { kind: "none" }],
    ["about-us", { kind: "none" }],
    ["https://", { kind: "none" }],
    ["", { kind: "none" }],
    [null, { kind: "none" }],
    [undefined, { kind: "none" }],
  ])("resolves %p", (input, expected) => {
    expect(resolveLink(input as string)).toEqual(expected);
  });
});

describe("linkHref", () => {
  it("gives the final href", () => expect(linkHref("www.a.in")).toBe("https://www.a.in"));
  it("gives null for ignored links", () => expect(linkHref("javascript:void(0)")).toBeNull());
});

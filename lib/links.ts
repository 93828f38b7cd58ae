/**
 * The one rule for links that come from data (navigation, footers, banners, popups, suppliers):
 *
 * - `/path` opens in the same tab (client-side navigation);
 * - `http://…`, `https://…` and `www.…` open in a new tab with rel="noopener" (`www.` gets `https://`);
 *   a protocol-relative `//host/…` is treated as `https://host/…` in a new tab;
 * - anything else — empty, relative (`about`), hash-only (`#top`), `javascript:`, `data:`, `mailto:`,
 *   `tel:` — is not a link: the children render as plain text.
 *   (Contact details the storefront builds itself, such as the footer e-mail, use their own anchors.)
 */
export type ResolvedLink =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string; target: "_blank"; rel: "noopener" }
  | { kind: "none" };

const EXTERNAL_REL = "noopener" as const;

export function resolveLink(href: string | null | undefined): ResolvedLink {
  const value = (href ?? "").trim();
  // Control characters and whitespace inside a URL are how `java\nscript:` tricks get through.
  if (value === "" || /[\u0000-\u001f\u007f\s]/.test(value)) return { kind: "none" };
  if (value.startsWith("//")) return external(`https:${value}`);
  if (value.startsWith("/")) return { kind: "internal", href: value };
  if (/^https?:\/\/[^/]/i.test(value)) return external(value);
  if (/^www\./i.test(value)) return external(`https://${value}`);
  return { kind: "none" };
}

function external(href: string): ResolvedLink {
  return { kind: "external", href, target: "_blank", rel: EXTERNAL_REL };
}

/** The href to use for a data link, or null when it must not be rendered as a link. */
export function linkHref(href: string | null | undefined): string | null {
  const resolved = resolveLink(href);
  return resolved.kind === "none" ? null : resolved.href;
}

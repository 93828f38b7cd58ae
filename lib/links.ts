/**
 * The one rule for links that come from data (navigation, footers, banners, popups, suppliers):
 *
 * - `/path` opens in the same tab (client-side navigation) when it stays on this site (safeInternalPath);
 * - `http://…`, `https://…` and `www.…` open in a new tab with rel="noopener" (`www.` gets `https://`);
 * - anything else — empty, relative (`about`), hash-only (`#top`), protocol-relative (`//host`, `/\host`),
 *   `javascript:`, `data:`, `mailto:`, `tel:` — is not a link: the children render as plain text.
 *   (Contact details the storefront builds itself, such as the footer e-mail, use their own anchors.)
 */
export type ResolvedLink =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string; target: "_blank"; rel: "noopener" }
  | { kind: "none" };

const EXTERNAL_REL = "noopener" as const;
const PROBE_ORIGIN = "http://storefront.invalid";
const DECODE_ROUNDS = 5;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null;
}

/**
 * The one test for a path that must stay on this site (content links, redirects after sign-in): the
 * normalised path, or null. Protocol-relative, backslash, encoded, control-character and dot-segment
 * tricks (`//evil.com`, `/\evil.com`, `/..//evil.com`, `%2F%2Fevil.com`, `/%09/evil.com`) are refused.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const decoded = decodeFully(value);
  if (decoded === null) return null;
  if (!decoded.startsWith("/") || decoded.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An absolute http(s) URL with a host, or null. */
function safeExternalUrl(value: string): string | null {
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  try {
    return new URL(value).hostname ? value : null;
  } catch {
    return null;
  }
}

export function resolveLink(href: string | null | undefined): ResolvedLink {
  const value = (href ?? "").trim();
  // Control characters and whitespace inside a URL are how `java\nscript:` tricks get through.
  if (value === "" || /[\u0000-\u001f\u007f\s]/.test(value)) return { kind: "none" };
  if (value.startsWith("/")) {
    const path = safeInternalPath(value);
    return path ? { kind: "internal", href: path } : { kind: "none" };
  }
  const url = safeExternalUrl(/^www\./i.test(value) ? `https://${value}` : value);
  return url ? external(url) : { kind: "none" };
}

function external(href: string): ResolvedLink {
  return { kind: "external", href, target: "_blank", rel: EXTERNAL_REL };
}

/** The href to use for a data link, or null when it must not be rendered as a link. */
export function linkHref(href: string | null | undefined): string | null {
  const resolved = resolveLink(href);
  return resolved.kind === "none" ? null : resolved.href;
}

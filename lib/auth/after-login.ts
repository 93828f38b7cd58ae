import { REDIRECT_KEY, safeRedirectPath } from "./redirect";

function readCookie(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const entry = cookies.split(";").map((part) => part.trim()).find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  const raw = entry.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * After authentication the saved path, if present, is removed and followed; only paths on
 * this origin are followed, anything else goes home.
 */
export function takeRedirectAfterLogin(doc: Pick<Document, "cookie"> = document): string {
  const saved = readCookie(doc.cookie, REDIRECT_KEY);
  if (saved !== null) doc.cookie = `${REDIRECT_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
  return safeRedirectPath(saved);
}

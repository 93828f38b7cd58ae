/**
 * The visitor hint: a readable, non-secret cookie the browser writes whenever it learns who the
 * visitor is (signed in or not, the name the account button shows, the cart count, the pincode). A
 * cached page is the same HTML for everyone, so before the visitor call answers the header draws
 * these from the hint — no "Login" flash for a signed-in shopper, no badge jumping from 0. The server
 * never reads it.
 */
const VISITOR_HINT_COOKIE = "visitor_hint";
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const MAX_NAME = 24;

export type VisitorHint = { name: string | null; cartCount: number; pincode: string | null };

/** The name the account button shows: the user's name, else their phone or email. */
export function accountName(user: { name: string; phone: string; email: string }): string {
  return user.name.trim() || user.phone || user.email || "Account";
}

/** The hint for what the browser knows of the visitor. */
export function visitorHint(user: { name: string; phone: string; email: string } | null, cartCount: number, pincode: string | null): VisitorHint {
  return { name: user ? accountName(user) : null, cartCount, pincode };
}

/** Only characters that are safe inside a CSS string and a cookie value survive. */
function safeName(name: string): string {
  return name.replace(/[^\p{L}\p{N} .'-]/gu, "").trim().slice(0, MAX_NAME);
}

/** "1|Asha Rao|3|560001": signed in, the account button's name, cart count, pincode. */
export function formatHint(hint: VisitorHint): string {
  const signedIn = hint.name !== null;
  const count = Math.max(0, Math.min(9999, Math.floor(hint.cartCount)));
  return encodeURIComponent([signedIn ? "1" : "0", signedIn ? safeName(hint.name ?? "") : "", String(count), hint.pincode ?? ""].join("|"));
}

export function parseHint(value: string | undefined | null): VisitorHint | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const match = /^([01])\|([^|]*)\|(\d{1,4})\|(\d{6})?$/.exec(text);
  if (!match) return null;
  return { name: match[1] === "1" ? safeName(match[2]) : null, cartCount: Number(match[3]), pincode: match[4] ?? null };
}

export function writeVisitorHint(hint: VisitorHint): void {
  const value = formatHint(hint);
  if (readHintCookie() === value) return;
  document.cookie = `${VISITOR_HINT_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** What this browser's hint says, if it has one. */
export function readVisitorHint(cookies: string = document.cookie): VisitorHint | null {
  return parseHint(readHintCookie(cookies));
}

function readHintCookie(cookies: string = document.cookie): string | undefined {
  return cookies
    .split("; ")
    .find((pair) => pair.startsWith(`${VISITOR_HINT_COOKIE}=`))
    ?.slice(VISITOR_HINT_COOKIE.length + 1);
}

/** "99+" over 99, as the cart badge shows it. */
export function badgeText(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * Runs in <head> before the first paint: marks <html> with what the hint says (data-visitor tokens
 * member, cart, pincode) and puts its texts in CSS variables the header's placeholders show
 * (globals.css). Static, so a Content-Security-Policy can allow it by its hash.
 */
export const VISITOR_HINT_SCRIPT = `(function(){try{var c=document.cookie.match(/(?:^|; )${VISITOR_HINT_COOKIE}=([^;]*)/);if(!c)return;var m=/^([01])\\|([^|]*)\\|(\\d{1,4})\\|(\\d{6})?$/.exec(decodeURIComponent(c[1]));if(!m)return;var t=[],v=[],q=function(s){return '"'+s.replace(/[^\\p{L}\\p{N} .'-]/gu,"")+'"'};if(m[1]==="1"){t.push("member");v.push("--hint-name:"+q(m[2]))}var n=+m[3];if(n>0){t.push("cart");v.push('--hint-cart:"'+(n>99?"99+":n)+'"')}if(m[4]){t.push("pincode");v.push("--hint-pincode:"+q(m[4]))}if(!t.length)return;var d=document.documentElement;d.setAttribute("data-visitor",t.join(" "));var s=document.createElement("style");s.textContent=":root{"+v.join(";")+"}";document.head.appendChild(s)}catch(e){}})();`;

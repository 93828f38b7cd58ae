import { ensureDatabase } from "@/backend/ensure-database";
import { createSession } from "@/backend/services/sessions";
import { call, type CallOptions } from "./request";

const CSRF = "csrf_token=t";

/** A write as the storefront sends it: anti-forgery cookie + header, JSON body; POST unless told. */
export function post(path: string, body: unknown, cookie?: string, extra: Pick<CallOptions, "origin" | "headers" | "method"> = {}) {
  return call(path, {
    method: extra.method ?? "POST",
    origin: extra.origin,
    cookie: [CSRF, cookie].filter(Boolean).join("; "),
    headers: { "x-csrf-token": "t", "content-type": "application/json", ...extra.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A form sent as a browser sends it: multipart, with the anti-forgery cookie and header. */
export function postForm(path: string, form: FormData, cookie?: string, origin?: string) {
  return call(path, { method: "POST", origin, cookie: [CSRF, cookie].filter(Boolean).join("; "), headers: { "x-csrf-token": "t" }, body: form });
}

/** A file sent as a browser's form sends it, in the field `photo`. */
export function upload(path: string, file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string } | null, cookie?: string, origin?: string) {
  const form = new FormData();
  if (file) form.append("photo", new File([file.bytes], file.name, { type: file.type }));
  return postForm(path, form, cookie, origin);
}

/** A signed-in session for the seeded user with this phone, as its sid cookie. */
export async function signedInCookie(phone = "9876543210", websiteId = 1) {
  const db = await ensureDatabase();
  const user = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
  const { token } = await createSession(db, { websiteId, userId: user.id });
  return { cookie: `sid=${token}`, userId: user.id };
}

/** A guest session with a delivery pincode, as a guest who chose a pincode and then filled a cart has. */
export async function guestWithPincode(pincode: string, websiteId = 1) {
  const { token } = await createSession(await ensureDatabase(), { websiteId, pincode });
  return `sid=${token}`;
}

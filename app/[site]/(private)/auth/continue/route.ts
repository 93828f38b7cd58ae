import { NextResponse, type NextRequest } from "next/server";
import { REDIRECT_KEY, safeRedirectPath } from "@/lib/auth/redirect";
import { SIGNED_IN_HOME } from "@/lib/auth/signed-in-redirect";

/** After sign-in: the saved path, if present, is removed and followed (same-origin paths only, else '/'). */
export function GET(request: NextRequest) {
  const saved = request.cookies.get(REDIRECT_KEY)?.value;
  const target = saved === undefined ? SIGNED_IN_HOME : safeRedirectPath(saved);
  const response = NextResponse.redirect(new URL(target, request.nextUrl.origin), 303);
  response.cookies.set(REDIRECT_KEY, "", { path: "/", maxAge: 0, sameSite: "lax" });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

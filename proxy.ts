import { NextResponse, type NextRequest } from "next/server";
import { fetchCurrentUser } from "@/lib/api/auth";
import { createServerFetch } from "@/lib/api/server-transport";
import { LOGIN_PATH, NON_AGENT_PATH, routeFlag } from "@/lib/auth/route-rules";
import { REDIRECT_KEY } from "@/lib/auth/redirect";
import { cameOverHttps, pageSecurityHeaders } from "@/lib/security/security-headers";

function redirectSaving(request: NextRequest, target: string): NextResponse {
  const response = NextResponse.redirect(new URL(target, request.url));
  // Next strips its prefetch headers before the proxy runs, so links to guarded routes never prefetch.
  const wanted = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  response.cookies.set(REDIRECT_KEY, wanted, { path: "/", sameSite: "lax" });
  return response;
}

/** Private pages: after logout the back button must not show them from the browser cache. */
function noStore(response: NextResponse): NextResponse {
  response.headers.set("Cache-Control", "private, no-store, max-age=0");
  return response;
}

/** Cookie-level routing only: every page and API still checks the session itself. */
async function route(request: NextRequest): Promise<NextResponse> {
  const flag = routeFlag(request.nextUrl.pathname);
  if (!flag) return NextResponse.next();
  const user = await fetchCurrentUser(createServerFetch(request.headers));
  if (!user) return noStore(redirectSaving(request, LOGIN_PATH));
  if (flag === "agent" && !user.isSalesAgent) return noStore(redirectSaving(request, NON_AGENT_PATH));
  return noStore(NextResponse.next());
}

export async function proxy(request: NextRequest) {
  const response = await route(request);
  const https = cameOverHttps(request.url, request.headers.get("x-forwarded-proto"));
  for (const [name, value] of Object.entries(pageSecurityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

/** Every page (the security headers); the API under /s and Next's hashed assets set their own headers. */
export const config = {
  matcher: ["/((?!s/|_next/static/|_next/image).*)"],
};

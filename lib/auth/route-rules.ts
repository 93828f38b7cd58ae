/** Route flags: auth needs a signed-in user, agent needs a sales agent. */
export type RouteFlag = "auth" | "agent";

const RULES: Array<{ prefix: string; flag: RouteFlag }> = [
  { prefix: "/account/dashboard", flag: "agent" },
  { prefix: "/account", flag: "auth" },
  { prefix: "/checkout", flag: "auth" },
  { prefix: "/order/success", flag: "auth" },
  { prefix: "/auth/bos", flag: "auth" },
];

export function routeFlag(pathname: string): RouteFlag | null {
  const rule = RULES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return rule?.flag ?? null;
}

export const LOGIN_PATH = "/auth/login";

/** The sign-in page in the language of the page that asked for it: "/hi/auth/login" from a "/hi" page. */
export function signInPath(prefix: string): string {
  return `${prefix}${LOGIN_PATH}`;
}
export const NON_AGENT_PATH = "/account/orders";

import { fontsServiceUrl } from "@/lib/fonts/stylesheet-service";

type Env = Record<string, string | undefined>;

/**
 * The pages' Content-Security-Policy. It is the same for every visitor (no per-request nonce), so a
 * page served from a shared cache keeps working: script files come only from this origin, where
 * Next's chunks carry Subresource Integrity hashes (experimental.sri in next.config.ts), plus the
 * payment gateways' script and frame origins when that gateway is configured. Analytics and error
 * reports go through same-origin relays, so they need nothing extra.
 *
 * Inline scripts stay allowed: the App Router writes each page's data as inline
 * `self.__next_f.push(…)` scripts whose hashes change with the content, and without a nonce nothing
 * else lets them run (docs/security.md). Content that reaches a page is sanitised before it is
 * rendered (lib/sanitize-html.ts, lib/sanitize-css.ts); this policy is the line behind that.
 */

const DEFAULT_RAZORPAY_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";
const DEFAULT_CASHFREE_SCRIPT = "https://sdk.cashfree.com/js/v3/cashfree.js";
const CASHFREE_HOSTS: Record<string, string[]> = {
  sandbox: ["https://sandbox.cashfree.com"],
  production: ["https://api.cashfree.com"],
};

const configured = (env: Env, ...names: string[]) => names.every((name) => Boolean(env[name]?.trim()));

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("data:")) return "data:";
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

interface Sources {
  script: string[];
  style: string[];
  font: string[];
  connect: string[];
  frame: string[];
  formAction: string[];
}

function gatewaySources(env: Env): Partial<Sources> {
  const script: string[] = [];
  const frame: string[] = [];
  const connect: string[] = [];
  if (configured(env, "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET")) {
    const checkout = originOf(env.RAZORPAY_CHECKOUT_SCRIPT?.trim() || DEFAULT_RAZORPAY_SCRIPT);
    if (checkout) script.push(checkout);
    frame.push("https://api.razorpay.com", ...(checkout ? [checkout] : []));
    connect.push("https://api.razorpay.com", "https://lumberjack.razorpay.com");
  }
  const cashfreeHosts: string[] = [];
  if (configured(env, "CASHFREE_CLIENT_ID", "CASHFREE_CLIENT_SECRET")) {
    const sdk = originOf(env.CASHFREE_SDK_SCRIPT?.trim() || DEFAULT_CASHFREE_SCRIPT);
    if (sdk) script.push(sdk);
    cashfreeHosts.push(...(CASHFREE_HOSTS[env.CASHFREE_ENV?.trim() || "sandbox"] ?? CASHFREE_HOSTS.sandbox));
    frame.push(...cashfreeHosts);
    connect.push(...cashfreeHosts, ...(sdk ? [sdk] : []));
  }
  return { script, frame, connect, formAction: cashfreeHosts };
}

function fontSources(env: Env): Partial<Sources> {
  const service = originOf(fontsServiceUrl(env) ?? undefined);
  if (!service) return {};
  // Google's style sheets point at font files on a second host.
  const files = service === "https://fonts.googleapis.com" ? "https://fonts.gstatic.com" : service;
  return { style: [service], font: [files] };
}

const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy(options: { https: boolean; env?: Env }): string {
  const env = options.env ?? process.env;
  const gateways = gatewaySources(env);
  const fonts = fontSources(env);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-inline'", ...(gateways.script ?? [])]],
    // React style attributes and page CSS are inline styles; they cannot run script.
    ["style-src", ["'self'", "'unsafe-inline'", ...(fonts.style ?? [])]],
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:", ...(fonts.font ?? [])]],
    ["connect-src", ["'self'", ...(gateways.connect ?? [])]],
    ["frame-src", gateways.frame?.length ? gateways.frame : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...(gateways.formAction ?? [])]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

import { z } from "zod";

type Env = Record<string, string | undefined>;

export type PaymentMethodCode = "cod" | "razorpay" | "cashfree";

export interface PaymentMethod {
  code: PaymentMethodCode;
  name: string;
}

const httpUrl = z.url({ protocol: /^https?$/ });

const razorpaySchema = z.object({
  keyId: z.string(),
  keySecret: z.string(),
  webhookSecret: z.string().nullable(),
  apiBase: httpUrl,
  checkoutScript: httpUrl,
});

const cashfreeSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
  environment: z.enum(["sandbox", "production"]),
  apiBase: httpUrl,
  sdkScript: httpUrl,
});

export type RazorpayConfig = z.infer<typeof razorpaySchema>;
export type CashfreeConfig = z.infer<typeof cashfreeSchema>;

const CASHFREE_API_BASE = { sandbox: "https://sandbox.cashfree.com/pg", production: "https://api.cashfree.com/pg" } as const;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

const warned = new Set<string>();

/** Configuration is read per call, so the same mistake would otherwise be logged on every checkout. */
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

function invalid(gateway: string, error: z.ZodError): null {
  const fields = error.issues.map((issue) => issue.path.join(".")).join(", ");
  warnOnce(`${gateway} is disabled: invalid configuration (${fields}).`);
  return null;
}

/** Razorpay when its key id and key secret are both set; null (and a warning when half-set) otherwise. */
export function readRazorpayConfig(env: Env = process.env): RazorpayConfig | null {
  const keyId = read(env, "RAZORPAY_KEY_ID");
  const keySecret = read(env, "RAZORPAY_KEY_SECRET");
  const webhookSecret = read(env, "RAZORPAY_WEBHOOK_SECRET") ?? null;
  if (!keyId && !keySecret) {
    if (webhookSecret) warnOnce("Razorpay is disabled: RAZORPAY_WEBHOOK_SECRET is set without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.");
    return null;
  }
  if (!keyId || !keySecret) {
    warnOnce("Razorpay is disabled: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must both be set.");
    return null;
  }
  const parsed = razorpaySchema.safeParse({
    keyId,
    keySecret,
    webhookSecret,
    apiBase: read(env, "RAZORPAY_API_BASE") ?? "https://api.razorpay.com/v1",
    checkoutScript: read(env, "RAZORPAY_CHECKOUT_SCRIPT") ?? "https://checkout.razorpay.com/v1/checkout.js",
  });
  if (!parsed.success) return invalid("Razorpay", parsed.error);
  if (!webhookSecret) warnOnce("Razorpay webhooks will be refused until RAZORPAY_WEBHOOK_SECRET is set.");
  return { ...parsed.data, apiBase: withoutTrailingSlash(parsed.data.apiBase) };
}

/** Cashfree when its client id and client secret are both set; null (and a warning when half-set) otherwise. */
export function readCashfreeConfig(env: Env = process.env): CashfreeConfig | null {
  const clientId = read(env, "CASHFREE_CLIENT_ID");
  const clientSecret = read(env, "CASHFREE_CLIENT_SECRET");
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    warnOnce("Cashfree is disabled: CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET must both be set.");
    return null;
  }
  const environment = read(env, "CASHFREE_ENV") ?? "sandbox";
  const parsed = cashfreeSchema.safeParse({
    clientId,
    clientSecret,
    environment,
    apiBase: read(env, "CASHFREE_API_BASE") ?? CASHFREE_API_BASE[environment as keyof typeof CASHFREE_API_BASE],
    sdkScript: read(env, "CASHFREE_SDK_SCRIPT") ?? "https://sdk.cashfree.com/js/v3/cashfree.js",
  });
  if (!parsed.success) return invalid("Cashfree", parsed.error);
  return { ...parsed.data, apiBase: withoutTrailingSlash(parsed.data.apiBase) };
}

export const COD_METHOD: PaymentMethod = { code: "cod", name: "Cash on Delivery" };
const RAZORPAY_METHOD: PaymentMethod = { code: "razorpay", name: "Pay online (UPI, cards, netbanking) — Razorpay" };
const CASHFREE_METHOD: PaymentMethod = { code: "cashfree", name: "Pay online (UPI, cards, netbanking) — Cashfree" };

/** Cash on delivery always; each online gateway only once it is fully configured. */
export function enabledPaymentMethods(env: Env = process.env): PaymentMethod[] {
  return [
    COD_METHOD,
    ...(readRazorpayConfig(env) ? [RAZORPAY_METHOD] : []),
    ...(readCashfreeConfig(env) ? [CASHFREE_METHOD] : []),
  ];
}

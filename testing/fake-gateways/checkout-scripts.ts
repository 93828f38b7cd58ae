import type { Page } from "@playwright/test";

/**
 * Browser-side stand-ins for Razorpay's checkout.js and Cashfree's v3 SDK, served with page.route() in
 * place of the real scripts. A test picks the shopper's behaviour with a baked-in default mode or, per
 * page, with `window.__fakeRazorpayMode` / `window.__fakeCashfreeMode` (set via page.addInitScript or
 * page.evaluate before the checkout opens).
 */

export type FakeRazorpayMode = "pay" | "dismiss" | "bad-signature" | "fail";
export type FakeCashfreeMode = "pay" | "fail" | "dismiss";

export interface FakeRazorpayScriptOptions {
  /** The key secret the fake signs with; the store verifies with RAZORPAY_KEY_SECRET. */
  keySecret: string;
  mode?: FakeRazorpayMode;
  /** The fake gateway server: when given, "pay" also marks the order paid there (and fires its webhooks). */
  gatewayUrl?: string;
}

export interface FakeCashfreeScriptOptions {
  /** The fake gateway server that holds the order behind the payment session. */
  gatewayUrl: string;
  mode?: FakeCashfreeMode;
}

/** window.Razorpay: new Razorpay(options).open() ends in options.handler, options.modal.ondismiss or a payment.failed listener. */
export function fakeRazorpayCheckoutScript({ keySecret, mode = "pay", gatewayUrl }: FakeRazorpayScriptOptions): string {
  return `(() => {
  const SECRET = ${JSON.stringify(keySecret)};
  const DEFAULT_MODE = ${JSON.stringify(mode)};
  const GATEWAY = ${JSON.stringify(gatewayUrl ?? null)};
  const encoder = new TextEncoder();
  const randomId = (prefix) => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    return prefix + Array.from(crypto.getRandomValues(new Uint8Array(14)), (byte) => alphabet[byte % alphabet.length]).join("");
  };
  const sign = async (message) => {
    const key = await crypto.subtle.importKey("raw", encoder.encode(SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  };
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    window.__fakeRazorpayOptions = this.options;
  }
  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };
  Razorpay.prototype.close = function () {};
  Razorpay.prototype.open = function () {
    const options = this.options;
    const listeners = this.listeners;
    const mode = window.__fakeRazorpayMode || DEFAULT_MODE;
    window.__fakeRazorpayOpened = (window.__fakeRazorpayOpened || 0) + 1;
    setTimeout(async () => {
      if (mode === "dismiss") {
        if (options.modal && typeof options.modal.ondismiss === "function") options.modal.ondismiss();
        return;
      }
      const orderId = options.order_id;
      const paymentId = randomId("pay_");
      if (mode === "fail") {
        const error = { code: "BAD_REQUEST_ERROR", description: "Payment failed", source: "customer", step: "payment_authentication", reason: "payment_failed", metadata: { order_id: orderId, payment_id: paymentId } };
        (listeners["payment.failed"] || []).forEach((callback) => callback({ error }));
        return;
      }
      const signature = mode === "bad-signature" ? await sign(orderId + "|" + paymentId + "-tampered") : await sign(orderId + "|" + paymentId);
      if (mode === "pay" && GATEWAY) {
        await fetch(GATEWAY + "/v1/__test/orders/" + encodeURIComponent(orderId) + "/pay", { method: "POST", body: JSON.stringify({ payment_id: paymentId }) }).catch(() => null);
      }
      options.handler({ razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature });
    }, 0);
  };
  window.Razorpay = Razorpay;
})();
`;
}

/** window.Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget }): settles the order at the fake server, then goes to return_url. */
export function fakeCashfreeSdkScript({ gatewayUrl, mode = "pay" }: FakeCashfreeScriptOptions): string {
  return `(() => {
  const GATEWAY = ${JSON.stringify(gatewayUrl)};
  const DEFAULT_MODE = ${JSON.stringify(mode)};
  window.Cashfree = function Cashfree(config) {
    if (!config || (config.mode !== "sandbox" && config.mode !== "production")) throw new Error("Cashfree: mode must be sandbox or production");
    window.__fakeCashfreeConfig = config;
    return {
      async checkout(options) {
        options = options || {};
        window.__fakeCashfreeCheckout = options;
        const mode = window.__fakeCashfreeMode || DEFAULT_MODE;
        if (mode === "dismiss") return { error: { code: "payment_aborted", message: "Payment cancelled by user", type: "client_error" } };
        if (!options.paymentSessionId) return { error: { code: "payment_session_id_invalid", message: "paymentSessionId is required", type: "client_error" } };
        const response = await fetch(GATEWAY + "/pg/__test/sessions/" + encodeURIComponent(options.paymentSessionId) + "/" + (mode === "fail" ? "fail" : "pay"), { method: "POST" });
        const result = await response.json();
        if (!response.ok) return { error: { code: result.code, message: result.message, type: "api_error" } };
        if (result.return_url) {
          if (options.redirectTarget === "_blank") window.open(result.return_url, "_blank");
          else window.location.assign(result.return_url);
        }
        return { redirect: true };
      },
    };
  };
})();
`;
}

export interface FakeCheckoutRoutes {
  razorpay?: FakeRazorpayScriptOptions & { scriptUrl?: string };
  cashfree?: FakeCashfreeScriptOptions & { scriptUrl?: string };
}

/**
 * The gateway hosts the real scripts talk to, which the page's Content-Security-Policy allows (in
 * Cashfree's sandbox mode). The fakes call these hosts too, and the test relays each call to the fake
 * gateway server, so the policy the shopper's browser enforces is the one under test.
 */
const GATEWAY_HOSTS = { razorpay: "https://api.razorpay.com", cashfree: "https://sandbox.cashfree.com" } as const;

async function relayToFakeGateway(page: Page, host: string, fakeGatewayUrl: string) {
  await page.route(`${host}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(host, fakeGatewayUrl) });
    await route.fulfill({ response });
  });
}

/** Serves the fakes where the store loads the real scripts (the defaults of RAZORPAY_CHECKOUT_SCRIPT / CASHFREE_SDK_SCRIPT). */
export async function routeFakeCheckoutScripts(page: Page, routes: FakeCheckoutRoutes): Promise<void> {
  const serve = (body: string) => ({ status: 200, contentType: "application/javascript", body });
  if (routes.razorpay) {
    const { gatewayUrl } = routes.razorpay;
    const body = fakeRazorpayCheckoutScript({ ...routes.razorpay, gatewayUrl: gatewayUrl && GATEWAY_HOSTS.razorpay });
    if (gatewayUrl) await relayToFakeGateway(page, GATEWAY_HOSTS.razorpay, gatewayUrl);
    await page.route(routes.razorpay.scriptUrl ?? "https://checkout.razorpay.com/v1/checkout.js", (route) => route.fulfill(serve(body)));
  }
  if (routes.cashfree) {
    const body = fakeCashfreeSdkScript({ ...routes.cashfree, gatewayUrl: GATEWAY_HOSTS.cashfree });
    await relayToFakeGateway(page, GATEWAY_HOSTS.cashfree, routes.cashfree.gatewayUrl);
    await page.route(routes.cashfree.scriptUrl ?? "https://sdk.cashfree.com/js/v3/cashfree.js", (route) => route.fulfill(serve(body)));
  }
}

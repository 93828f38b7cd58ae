import { enabledPaymentMethods, readCashfreeConfig, readRazorpayConfig } from "./config";

const razorpayKeys = { RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "whsec" };
const cashfreeKeys = { CASHFREE_CLIENT_ID: "cf_id", CASHFREE_CLIENT_SECRET: "cf_secret" };

describe("payment configuration", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it("offers cash on delivery alone when no gateway is configured", () => {
    expect(enabledPaymentMethods({})).toEqual([{ code: "cod", name: "Cash on Delivery" }]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("offers each gateway once both its keys are set", () => {
    expect(enabledPaymentMethods({ ...razorpayKeys, ...cashfreeKeys })).toEqual([
      { code: "cod", name: "Cash on Delivery" },
      { code: "razorpay", name: "Pay online (UPI, cards, netbanking) — Razorpay" },
      { code: "cashfree", name: "Pay online (UPI, cards, netbanking) — Cashfree" },
    ]);
    expect(enabledPaymentMethods(cashfreeKeys).map((method) => method.code)).toEqual(["cod", "cashfree"]);
  });

  it("applies the documented defaults", () => {
    expect(readRazorpayConfig(razorpayKeys)).toEqual({
      keyId: "rzp_test_1",
      keySecret: "secret",
      webhookSecret: "whsec",
      apiBase: "https://api.razorpay.com/v1",
      checkoutScript: "https://checkout.razorpay.com/v1/checkout.js",
    });
    expect(readCashfreeConfig(cashfreeKeys)).toEqual({
      clientId: "cf_id",
      clientSecret: "cf_secret",
      environment: "sandbox",
      apiBase: "https://sandbox.cashfree.com/pg",
      sdkScript: "https://sdk.cashfree.com/js/v3/cashfree.js",
    });
    expect(readCashfreeConfig({ ...cashfreeKeys, CASHFREE_ENV: "production" })?.apiBase).toBe("https://api.cashfree.com/pg");
  });

  it("lets the API bases and scripts be pointed elsewhere (trailing slash dropped)", () => {
    const razorpay = readRazorpayConfig({ ...razorpayKeys, RAZORPAY_API_BASE: "http://127.0.0.1:9000/v1/", RAZORPAY_CHECKOUT_SCRIPT: "http://127.0.0.1:9000/checkout.js" });
    expect(razorpay).toMatchObject({ apiBase: "http://127.0.0.1:9000/v1", checkoutScript: "http://127.0.0.1:9000/checkout.js" });
    const cashfree = readCashfreeConfig({ ...cashfreeKeys, CASHFREE_ENV: "production", CASHFREE_API_BASE: "http://127.0.0.1:9000/pg" });
    expect(cashfree).toMatchObject({ environment: "production", apiBase: "http://127.0.0.1:9000/pg" });
  });

  it("disables a half-configured gateway with a warning", () => {
    expect(readRazorpayConfig({ RAZORPAY_KEY_ID: "rzp_test_half" })).toBeNull();
    expect(readCashfreeConfig({ CASHFREE_CLIENT_SECRET: "only-secret" })).toBeNull();
    expect(enabledPaymentMethods({ RAZORPAY_KEY_SECRET: "s", CASHFREE_CLIENT_ID: "id" }).map((m) => m.code)).toEqual(["cod"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must both be set"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET must both be set"));
  });

  it("treats blank values as unset", () => {
    expect(readRazorpayConfig({ RAZORPAY_KEY_ID: "  ", RAZORPAY_KEY_SECRET: "" })).toBeNull();
  });

  it("disables a gateway whose settings are invalid", () => {
    expect(readCashfreeConfig({ ...cashfreeKeys, CASHFREE_ENV: "live" })).toBeNull();
    expect(readRazorpayConfig({ ...razorpayKeys, RAZORPAY_API_BASE: "ftp://example.com" })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Cashfree is disabled: invalid configuration (environment"));
  });

  it("keeps Razorpay on without a webhook secret, warning that webhooks will be refused", () => {
    expect(readRazorpayConfig({ RAZORPAY_KEY_ID: "rzp_test_nowh", RAZORPAY_KEY_SECRET: "s2" })?.webhookSecret).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("RAZORPAY_WEBHOOK_SECRET"));
  });
});

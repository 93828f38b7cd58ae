import { contentSecurityPolicy } from "./content-security-policy";
import { cameOverHttps, pageSecurityHeaders } from "./security-headers";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("allows script files only from this origin, no framing, when nothing is configured", () => {
    const policy = directives(contentSecurityPolicy({ https: false, env: {} }));
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["frame-src"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy["font-src"]).toEqual(["'self'", "data:"]);
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("adds a payment gateway's origins only when its keys are set", () => {
    const razorpayHalf = directives(contentSecurityPolicy({ https: true, env: { RAZORPAY_KEY_ID: "rzp" } }));
    expect(razorpayHalf["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    const both = directives(
      contentSecurityPolicy({
        https: true,
        env: { RAZORPAY_KEY_ID: "rzp", RAZORPAY_KEY_SECRET: "s", CASHFREE_CLIENT_ID: "cf", CASHFREE_CLIENT_SECRET: "s", CASHFREE_ENV: "production" },
      }),
    );
    expect(both["script-src"]).toEqual(["'self'", "'unsafe-inline'", "https://checkout.razorpay.com", "https://sdk.cashfree.com"]);
    expect(both["frame-src"]).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com", "https://api.cashfree.com"]);
    expect(both["form-action"]).toEqual(["'self'", "https://api.cashfree.com"]);
    expect(both).toHaveProperty("upgrade-insecure-requests");
  });

  it("follows the configured script and font services", () => {
    const policy = directives(
      contentSecurityPolicy({
        https: false,
        env: { RAZORPAY_KEY_ID: "k", RAZORPAY_KEY_SECRET: "s", RAZORPAY_CHECKOUT_SCRIPT: "http://127.0.0.1:4020/checkout.js", FONTS_CSS_URL: "data:text/css," },
      }),
    );
    expect(policy["script-src"]).toEqual(["'self'", "'unsafe-inline'", "http://127.0.0.1:4020"]);
    expect(policy["style-src"]).toContain("data:");
    expect(policy["script-src"]).not.toContain("javascript:");
  });

  it("allows Google's style sheet and font hosts when they are the configured fonts service", () => {
    const policy = directives(contentSecurityPolicy({ https: false, env: { FONTS_CSS_URL: "https://fonts.googleapis.com/css2" } }));
    expect(policy["style-src"]).toEqual(["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]);
    expect(policy["font-src"]).toEqual(["'self'", "data:", "https://fonts.gstatic.com"]);
  });
});

describe("pageSecurityHeaders", () => {
  it("sends nosniff, a referrer policy, a permissions policy, no framing, and HSTS only over https", () => {
    const plain = pageSecurityHeaders({ https: false, env: {} });
    expect(plain).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": expect.stringContaining("camera=()"),
    });
    expect(plain).not.toHaveProperty("Strict-Transport-Security");
    expect(pageSecurityHeaders({ https: true, env: {} })["Strict-Transport-Security"]).toMatch(/^max-age=\d{8}/);
  });

  it("reads https from the URL or the nearest proxy's X-Forwarded-Proto", () => {
    expect(cameOverHttps("https://shop.example/", null)).toBe(true);
    expect(cameOverHttps("http://10.0.0.2:3000/", "https")).toBe(true);
    expect(cameOverHttps("http://10.0.0.2:3000/", "http")).toBe(false);
    expect(cameOverHttps("http://localhost:3000/", null)).toBe(false);
  });
});

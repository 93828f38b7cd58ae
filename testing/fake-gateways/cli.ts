import { startFakeGateways } from "./server";

/**
 * Runs the fake gateways as their own process, for a Playwright webServer entry:
 *   command: "npx tsx testing/fake-gateways/cli.ts", url: "http://127.0.0.1:4020/__health"
 * Keys come from the same variables the store reads, so both sides agree; the store then needs
 * RAZORPAY_API_BASE=http://127.0.0.1:4020/v1 and CASHFREE_API_BASE=http://127.0.0.1:4020/pg.
 */
const env = process.env;
const gateways = await startFakeGateways({
  port: Number(env.FAKE_GATEWAYS_PORT ?? 4020),
  razorpay: {
    keyId: env.RAZORPAY_KEY_ID ?? "rzp_test_fake",
    keySecret: env.RAZORPAY_KEY_SECRET ?? "rzp_fake_secret",
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "rzp_fake_webhook_secret",
    webhookUrl: env.FAKE_RAZORPAY_WEBHOOK_URL || undefined,
  },
  cashfree: {
    clientId: env.CASHFREE_CLIENT_ID ?? "cf_fake_client",
    clientSecret: env.CASHFREE_CLIENT_SECRET ?? "cf_fake_secret",
  },
});
console.info(`Fake payment gateways on ${gateways.url} (Razorpay ${gateways.razorpayApiBase}, Cashfree ${gateways.cashfreeApiBase})`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void gateways.close().then(() => process.exit(0)));
}

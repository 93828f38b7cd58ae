import { expect, test, type Request } from "@playwright/test";
import { MONITORED_SITE_URL, SENTRY_DSN, SENTRY_ENVIRONMENT, TUNNEL_PATH } from "./support/monitored-site";

type EnvelopeItem = { header: { type?: string }; payload: unknown };

/** A Sentry envelope: a header line, then header/payload line pairs. */
function parseEnvelope(body: string): { header: { dsn?: string }; items: EnvelopeItem[] } {
  const lines = body.split("\n").filter(Boolean);
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    let payload: unknown = lines[i + 1];
    try {
      payload = JSON.parse(lines[i + 1]);
    } catch {
      // binary payloads (replay recordings) stay text
    }
    items.push({ header: JSON.parse(lines[i]), payload });
  }
  return { header: JSON.parse(lines[0]), items };
}

/** The SDK's global carrier: in the SDK's code, never in the page's own. */
const SENTRY_SDK_MARKER = "__SENTRY__";

type SentryEvent = { environment?: string; exception?: { values?: { type?: string; value?: string }[] } };

function errorEvent(request: Request, message = "e2e boom"): SentryEvent | undefined {
  const body = request.postData();
  if (!body || !body.includes(message)) return undefined;
  return parseEnvelope(body).items.find((item) => item.header.type === "event")?.payload as SentryEvent | undefined;
}

test.describe("error reporting with a DSN", () => {
  test.use({ baseURL: MONITORED_SITE_URL });

  test("a thrown client error reaches the same-origin tunnel as an envelope with the page's environment", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/sentry\.io|posthog\.com/.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    await page.goto("/");
    await expect(page.locator('meta[name="sentry-environment"]')).toHaveAttribute("content", SENTRY_ENVIRONMENT);
    await expect(page.locator('meta[name="sentry-dsn"]')).toHaveAttribute("content", SENTRY_DSN);

    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === TUNNEL_PATH && errorEvent(request) !== undefined,
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e boom");
      });
    });
    const request = await sent;
    expect(new URL(request.url()).origin).toBe(new URL(MONITORED_SITE_URL).origin);
    const envelope = parseEnvelope(request.postData()!);
    expect(envelope.header.dsn).toBe(SENTRY_DSN);
    const event = errorEvent(request)!;
    expect(event.environment).toBe(SENTRY_ENVIRONMENT);
    expect(event.exception?.values?.[0]).toMatchObject({ type: "Error", value: "e2e boom" });
    expect((await request.response())?.status()).toBe(200);
    expect(thirdParty).toEqual([]);
  });

  test("the SDK arrives after the page has loaded, and still reports an error thrown before it arrived", async ({ page }) => {
    // Hold the SDK's chunk back until an error has been thrown, so the error certainly precedes it.
    let releaseSdk = () => {};
    const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
    let sdkRequestedAt: "before load" | "after load" | null = null;
    let loaded = false;
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await fetch(route.request().url());
      const body = Buffer.from(await response.arrayBuffer());
      if (body.includes(SENTRY_SDK_MARKER)) {
        sdkRequestedAt = loaded ? "after load" : "before load";
        await sdkHeld;
      }
      await route.fulfill({ status: response.status, contentType: "application/javascript; charset=utf-8", body });
    });
    await page.goto("/", { waitUntil: "load" });
    loaded = true;
    await expect.poll(() => sdkRequestedAt, { timeout: 30_000 }).toBe("after load");

    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === TUNNEL_PATH && errorEvent(request, "e2e early boom") !== undefined,
    );
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e early boom");
      });
    });
    await page.waitForTimeout(100);
    releaseSdk();
    const event = errorEvent(await sent, "e2e early boom")!;
    expect(event.exception?.values?.[0]).toMatchObject({ type: "Error", value: "e2e early boom" });
  });

  test("the tunnel refuses envelopes for any other DSN", async ({ request }) => {
    const envelope = (dsn: string) => `${JSON.stringify({ dsn, event_id: "0".repeat(32) })}\n{"type":"event"}\n{"message":"x"}`;
    const other = await request.post(TUNNEL_PATH, { data: envelope("https://public@o1.ingest.sentry.io/999") });
    expect(other.status()).toBe(400);
    const elsewhere = await request.post(TUNNEL_PATH, { data: envelope("https://public@attacker.example/1") });
    expect(elsewhere.status()).toBe(400);
    const ours = await request.post(TUNNEL_PATH, { data: envelope(SENTRY_DSN) });
    expect(ours.status()).toBe(200);
  });
});

test("without a DSN the environment tag still says local, no SDK code is downloaded and the tunnel is closed", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect((await Promise.all(scripts)).filter((body) => body.includes(SENTRY_SDK_MARKER))).toEqual([]);
  await expect(page.locator('meta[name="sentry-environment"]')).toHaveAttribute("content", "local");
  await expect(page.locator('meta[name="sentry-dsn"]')).toHaveCount(0);
  const response = await page.request.post(TUNNEL_PATH, { data: `{"dsn":"${SENTRY_DSN}"}\n{}` });
  expect(response.status()).toBe(404);
});

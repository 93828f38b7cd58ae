/**
 * A stand-in SMS gateway that speaks what the store's OTP_WEBHOOK_URL sends: POST { phone, message }.
 * Tests read what it received from GET /sms/__test/messages?phone=…, newest last.
 */
export interface FakeSms {
  phone: string;
  message: string;
  received_at: string;
}

export function fakeSmsGateway() {
  const messages: FakeSms[] = [];

  /** Answers the SMS routes, or null for a path that is not one of them. */
  function route(method: string, url: URL, body: string): [number, unknown] | null {
    if (method === "POST" && url.pathname === "/sms/messages") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return [400, { message: "The body is not JSON" }];
      }
      const { phone, message } = (parsed ?? {}) as Record<string, unknown>;
      if (typeof phone !== "string" || typeof message !== "string") return [400, { message: "phone and message are required" }];
      messages.push({ phone, message, received_at: new Date().toISOString() });
      return [200, { status: "queued" }];
    }
    if (method === "GET" && url.pathname === "/sms/__test/messages") {
      const phone = url.searchParams.get("phone");
      return [200, { data: phone ? messages.filter((sms) => sms.phone === phone) : messages }];
    }
    return null;
  }

  return { messages, route };
}

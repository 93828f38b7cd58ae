type Env = Record<string, string | undefined>;

/**
 * The one way the store writes to a shopper's phone: sign-in codes and back-in-stock notices alike.
 * With OTP_WEBHOOK_URL each message is POSTed there as { phone, message } (your SMS gateway);
 * without it, it goes to the server log with the number masked.
 */
export interface MessageChannel {
  send(phone: string, message: string): Promise<void>;
}

/** 9876543210 → 98xxxxxx10: enough to tell numbers apart in a log without publishing them. */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}${"x".repeat(Math.max(phone.length - 4, 0))}${phone.slice(-2)}`;

const logChannel: MessageChannel = {
  async send(phone, message) {
    console.info(`Message for ${maskPhone(phone)}: ${message}`);
  },
};

export function webhookChannel(url: string, fetcher: typeof fetch = fetch): MessageChannel {
  return {
    async send(phone, message) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, message }),
      });
      if (!response.ok) throw new Error(`Message webhook answered ${response.status}`);
    },
  };
}

let override: MessageChannel | null = null;

/** Tests read messages with their own channel; pass null to go back to the environment's choice. */
export function setMessageChannel(channel: MessageChannel | null) {
  override = channel;
}

export function messageChannel(env: Env = process.env): MessageChannel {
  if (override) return override;
  const url = env.OTP_WEBHOOK_URL?.trim();
  return url ? webhookChannel(url) : logChannel;
}

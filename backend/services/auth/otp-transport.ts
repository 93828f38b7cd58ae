type Env = Record<string, string | undefined>;

/** How a sign-in code reaches the shopper's phone. */
export interface OtpTransport {
  send(phone: string, code: string): Promise<void>;
}

/** 9876543210 → 98xxxxxx10: enough to tell numbers apart in a log without publishing them. */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}${"x".repeat(Math.max(phone.length - 4, 0))}${phone.slice(-2)}`;

export const otpMessage = (code: string) => `${code} is your sign-in code. It expires in 10 minutes. Do not share it with anyone.`;

/** The default: the code goes to the server log (the demo's way of reading codes). */
export const logTransport: OtpTransport = {
  async send(phone, code) {
    console.info(`OTP for ${maskPhone(phone)}: ${code}`);
  },
};

/** Posts { phone, message } to an SMS gateway. */
export function webhookTransport(url: string, fetcher: typeof fetch = fetch): OtpTransport {
  return {
    async send(phone, code) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, message: otpMessage(code) }),
      });
      if (!response.ok) throw new Error(`OTP webhook answered ${response.status}`);
    },
  };
}

let override: OtpTransport | null = null;

/** Tests capture codes with their own transport; pass null to go back to the environment's choice. */
export function setOtpTransport(transport: OtpTransport | null) {
  override = transport;
}

export function otpTransport(env: Env = process.env): OtpTransport {
  if (override) return override;
  const url = env.OTP_WEBHOOK_URL?.trim();
  return url ? webhookTransport(url) : logTransport;
}

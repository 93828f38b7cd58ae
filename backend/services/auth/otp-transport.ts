import { maskPhone, webhookChannel } from "@/backend/services/outbound/shopper-messages";
import { shopperText } from "@/backend/services/outbound/shopper-texts";

type Env = Record<string, string | undefined>;

/** How a sign-in code reaches the shopper's phone. */
export interface OtpTransport {
  /** `language`: the shopper's (the page they asked from), for the message's words. */
  send(phone: string, code: string, language: string): Promise<void>;
}

export { maskPhone };

/** The default: the code goes to the server log (the demo's way of reading codes). */
export const logTransport: OtpTransport = {
  async send(phone, code) {
    console.info(`OTP for ${maskPhone(phone)}: ${code}`);
  },
};

/** Posts { phone, message } to an SMS gateway, through the channel every shopper message takes. */
export function webhookTransport(url: string, fetcher: typeof fetch = fetch): OtpTransport {
  const channel = webhookChannel(url, fetcher);
  return { send: async (phone, code, language) => channel.send(phone, await shopperText(language, "signInCode", { code })) };
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

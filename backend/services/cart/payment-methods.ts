import { COD_METHOD, enabledPaymentMethods } from "@/backend/services/payments/config";

export interface PaymentMethodWire {
  code: string;
  name: string;
  selected: boolean;
}

type Env = Record<string, string | undefined>;

/** The configured methods (cash on delivery always); the requested one is selected when offered, else cash on delivery. */
export function paymentMethods(requested: string | undefined, env: Env = process.env): PaymentMethodWire[] {
  const offered = enabledPaymentMethods(env);
  const chosen = offered.some((method) => method.code === requested) ? requested : COD_METHOD.code;
  return offered.map((method) => ({ ...method, selected: method.code === chosen }));
}

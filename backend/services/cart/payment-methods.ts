import { COD_METHOD, enabledPaymentMethods } from "@/backend/services/payments/config";

export interface PaymentMethodWire {
  code: string;
  name: string;
  selected: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * The configured methods (cash on delivery unless the cart's delivery areas refuse it); the requested
 * one is selected when offered, else the first offered.
 */
export function paymentMethods(requested: string | undefined, env: Env = process.env, { cashOnDelivery = true } = {}): PaymentMethodWire[] {
  const offered = enabledPaymentMethods(env).filter((method) => cashOnDelivery || method.code !== COD_METHOD.code);
  const chosen = offered.some((method) => method.code === requested) ? requested : offered[0]?.code;
  return offered.map((method) => ({ ...method, selected: method.code === chosen }));
}

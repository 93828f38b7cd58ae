export interface PaymentMethodWire {
  code: string;
  name: string;
  selected: boolean;
}

type Env = Record<string, string | undefined>;

const COD = { code: "cod", name: "Cash on Delivery" };

/**
 * Online methods appear once their provider is configured. The checkout work wires the providers;
 * until then these keys only switch the choice on.
 */
function onlineMethods(env: Env) {
  const methods: { code: string; name: string }[] = [];
  if (env.RAZORPAY_KEY_ID) methods.push({ code: "razorpay", name: "Pay Online (Razorpay)" });
  if (env.CASHFREE_APP_ID) methods.push({ code: "cashfree", name: "Pay Online (Cashfree)" });
  return methods;
}

/** Cash on delivery always; the requested method is selected when offered, else cash on delivery. */
export function paymentMethods(requested: string | undefined, env: Env = process.env): PaymentMethodWire[] {
  const all = [COD, ...onlineMethods(env)];
  const chosen = all.some((method) => method.code === requested) ? requested : COD.code;
  return all.map((method) => ({ ...method, selected: method.code === chosen }));
}

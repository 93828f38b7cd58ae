import { expect, type APIResponse, type Page } from "@playwright/test";

/**
 * Checkout helpers that go through the store's API with the page's own session (page.request
 * shares the browser context's cookies), so a test can set up a cart or count orders quickly.
 */

/** Seeded product whose first pack is sold from the Bengaluru warehouse (delivers to 560001, not 700001). */
export const COFFEE = { slug: "chai-bagan-filter-coffee", label: "Chai Bagan Filter Coffee, 500 g" };

/** Demo customers of the agent, one per spec file so tests do not share carts or orders. */
export const CHECKOUT_CUSTOMERS = { checkout: "9876543214", doubleClick: "9876543216", payments: "9876543217", other: "9876543215" } as const;

type Site = { page: Page; site: string };

async function headers({ page, site }: Site, write = false): Promise<Record<string, string>> {
  const origin = new URL(site).origin;
  const base = { "x-store-origin": origin, accept: "application/json" };
  if (!write) return base;
  const csrf = async () => (await page.context().cookies(origin)).find((cookie) => cookie.name === "csrf_token")?.value;
  if (!(await csrf())) await page.request.get(`${origin}/s/api/cookie`, { headers: base });
  return { ...base, "x-csrf-token": (await csrf()) ?? "" };
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const apiGet = async <T>(target: Site, path: string) =>
  json<T>(await target.page.request.get(`${target.site}/s${path}`, { headers: await headers(target) }), `GET ${path}`);

export const apiPost = async (target: Site, path: string, data: unknown) =>
  target.page.request.post(`${target.site}/s${path}`, { headers: await headers(target, true), data });

type CartItem = { pack_id: number; valid: boolean };
export type CartAnswer = { total: number; items: CartItem[]; grouped_items: { delivery_charge_id: number | null; slots: { date: string; start_time: string; end_time: string }[] }[] };

/** Removes every line of the signed-in shopper's cart. */
export async function emptyCart(target: Site) {
  const cart = await apiGet<CartAnswer>(target, "/api/cart");
  for (const item of cart.items) await json(await apiPost(target, "/api/cart/remove", { pack_id: item.pack_id, remove: true }), "remove");
}

export async function setPincode(target: Site, pincode: string) {
  await apiGet(target, `/api/check/pincode/${pincode}`);
}

/** One unit of the product's first pack. */
export async function addProduct(target: Site, slug = COFFEE.slug) {
  const product = await apiGet<{ packs: { pack_id: number; warehouse_id: number }[] }>(target, `/api/products/${slug}`);
  const pack = product.packs[0];
  await json(await apiPost(target, "/api/cart/add", { pack_id: pack.pack_id, warehouse_id: pack.warehouse_id }), "add");
}

/** The shopper's order count from the account orders API. */
export async function orderCount(target: Site): Promise<number> {
  return (await apiGet<{ meta: { total: number } }>(target, "/api/account/orders?perPage=1")).meta.total;
}

export type OrderDetail = {
  id: number;
  order_number: string;
  payment_method: string;
  payment_status: string;
  status: string;
  total: number;
  events: { status: string; note: string | null }[];
};

export const fetchOrder = (target: Site, id: number) => apiGet<OrderDetail>(target, `/api/account/orders/${id}`);

/** The shopper's address with this pincode (the first one). */
async function addressWithPincode(target: Site, pincode: string): Promise<number> {
  const { data } = await apiGet<{ data: { id: number; pincode: string }[] }>(target, "/api/account/addresses");
  const address = data.find((candidate) => candidate.pincode === pincode);
  expect(address, `an address at ${pincode}`).toBeTruthy();
  return address!.id;
}

export type Placed = { id: number; order_number: string; total: number; next: string };

/** The cart as checkout reads it for this address and payment method. */
export const checkoutCartPath = (addressId: number, paymentMethod: string) => `/api/cart?address_id=${addressId}&payment_method=${paymentMethod}&groupby_delivery=true`;

/** The body the checkout page sends for this cart: the first offered slot of each delivery group. */
export function placeOrderBody(cart: CartAnswer, addressId: number, paymentMethod: string) {
  const deliveries = cart.grouped_items
    .filter((group) => group.delivery_charge_id !== null)
    .map((group) => ({ delivery_charge_id: group.delivery_charge_id, ...group.slots[0] }));
  return {
    idempotency_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    address_id: addressId,
    payment_method: paymentMethod,
    deliveries,
    notes: "",
    expected_total: cart.total,
  };
}

/** A fresh cart with one product, placed through the API with the given method: the order, not paid yet. */
export async function placeOrderByApi(target: Site, paymentMethod: string, pincode = "560001"): Promise<Placed> {
  await emptyCart(target);
  await setPincode(target, pincode);
  await addProduct(target);
  const addressId = await addressWithPincode(target, pincode);
  const cart = await apiGet<CartAnswer>(target, checkoutCartPath(addressId, paymentMethod));
  return json<Placed>(await apiPost(target, "/api/checkout/place", placeOrderBody(cart, addressId, paymentMethod)), "place order");
}

/** The fake gateways process and the secrets it shares with the monitored server (playwright.config.ts). */
export const FAKE_GATEWAYS_URL = process.env.E2E_FAKE_GATEWAYS_URL ?? "http://127.0.0.1:4020";
export const FAKE_KEYS = { razorpayKeySecret: "rzp_fake_secret", razorpayWebhookSecret: "rzp_fake_webhook_secret" } as const;

export type RazorpayStart = { order_id: string; amount: number; key: string; order_number: string };

/** The store's Razorpay order for one of its orders (what checkout.js would be opened with). */
export async function startRazorpay(target: Site, orderId: number): Promise<RazorpayStart> {
  return json<RazorpayStart>(await apiPost(target, `/api/payments/razorpay/${orderId}`, {}), "start Razorpay");
}

/** A payment.captured event as Razorpay sends it, for the webhook tests. */
export function razorpayCapturedEvent(razorpayOrderId: string, paymentId: string, amountPaise: number): string {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_FakeGateway0001",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: { id: paymentId, entity: "payment", amount: amountPaise, currency: "INR", status: "captured", order_id: razorpayOrderId, method: "upi", captured: true },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

import { addToCart, applyCoupon, cartPath, fetchCart, removeCoupon, removeFromCart } from "./cart";
import { emptyCart } from "./schemas";
import { quantityInCart } from "@/lib/state/cart";
import { apiTransport } from "./client";
import { parseReply } from "./parse-reply";

const calls: { path: string; init?: RequestInit }[] = [];
const api = apiTransport(async (path, init) => {
  calls.push({ path, init });
  return new Response(JSON.stringify({ quantity: 1, items: [] }), { status: 200 });
}, parseReply);

beforeEach(() => (calls.length = 0));

it("asks for the cart grouped by delivery, with the optional address and payment method", () => {
  expect(cartPath()).toBe("/api/cart?groupby_delivery=true");
  expect(cartPath({ address_id: 4, payment_method: "cod" })).toBe("/api/cart?address_id=4&payment_method=cod&groupby_delivery=true");
});

it("sends the contract's requests and parses each answer as a cart", async () => {
  await fetchCart(api);
  await addToCart(api, { pack_id: 1, warehouse_id: 2 });
  await removeFromCart(api, { pack_id: 1, remove: true });
  await applyCoupon(api, " WELCOME10 ");
  const cart = await removeCoupon(api);
  expect(cart.deliveryInfo).toEqual([]);
  expect(calls.map(({ path, init }) => [init?.method ?? "GET", path, init?.body ?? null])).toEqual([
    ["GET", "/api/cart?groupby_delivery=true", null],
    ["POST", "/api/cart/add", '{"pack_id":1,"warehouse_id":2}'],
    ["POST", "/api/cart/remove", '{"pack_id":1,"remove":true}'],
    ["POST", "/api/apply/coupon", '{"code":"WELCOME10"}'],
    ["GET", "/api/remove/coupon", null],
  ]);
});

it("reads a pack's quantity from the cart items, 0 when absent", () => {
  const cart = { ...emptyCart(), items: [{ ...emptyCart().items[0], pack_id: 5, quantity: 3 } as never] };
  expect(quantityInCart(cart, 5)).toBe(3);
  expect(quantityInCart(cart, 6)).toBe(0);
  expect(quantityInCart(null, 5)).toBe(0);
});

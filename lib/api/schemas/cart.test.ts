import { cartSchema, deriveDeliveryInfo, emptyCart } from "./cart";

const item = (pack_id: number, delivery_charge_id: number | null, del_date: string) => ({
  pack_id,
  name: `Item ${pack_id}`,
  pack: "1 kg",
  quantity: 1,
  price: 10,
  act_price: 12,
  amount: 10,
  warehouse_id: 1,
  delivery_charge_id,
  del_date,
  del_start_time: "09:00",
  del_end_time: "12:00",
});

it("derives one delivery entry per distinct delivery_charge_id, from the first item with it", () => {
  const info = deriveDeliveryInfo(cartSchema.parse({ items: [item(1, 5, "2026-11-26"), item(2, 6, "2026-11-27"), item(3, 5, "2026-12-01")] }).items);
  expect(info).toEqual([
    { delivery_charge_id: 5, del_date: "2026-11-26", del_start_time: "09:00", del_end_time: "12:00" },
    { delivery_charge_id: 6, del_date: "2026-11-27", del_start_time: "09:00", del_end_time: "12:00" },
  ]);
});

it("fills the derived deliveryInfo when a cart is parsed", () => {
  const cart = cartSchema.parse({ quantity: 2, items: [item(1, 5, "2026-11-26"), item(2, 5, "2026-11-30")] });
  expect(cart.deliveryInfo).toHaveLength(1);
  expect(cart.items[0].valid).toBe(true);
});

it("writes the browser's empty cart exactly as the contract's defaults make it", () => {
  expect(emptyCart()).toEqual(cartSchema.parse({}));
});

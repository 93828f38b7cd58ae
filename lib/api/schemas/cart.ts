import { z } from "zod";
import { packSchema } from "./catalogue";
import { flag, optionalText } from "./primitives";
import { COUPON_CODE_MISSING } from "../contract/cart";
export * from "../contract/cart";

const cartItemSchema = z.object({
  pack_id: z.number(),
  product_id: z.number().optional(),
  slug: z.string().optional(),
  image: optionalText,
  name: z.string(),
  pack: z.string(),
  quantity: z.number(),
  price: z.number(),
  act_price: z.number(),
  net_quantity: packSchema.shape.net_quantity,
  net_unit: packSchema.shape.net_unit,
  unit_price: packSchema.shape.unit_price,
  amount: z.number(),
  valid: flag(true),
  message: optionalText,
  warehouse_id: z.number(),
  delivery_charge_id: z.number().nullable(),
  del_date: optionalText,
  del_start_time: optionalText,
  del_end_time: optionalText,
  /** Most units this line may hold (the line limit, or what is left on the shelf); null when the backend does not say. */
  max_quantity: z.number().int().nonnegative().nullable().default(null),
  /** Units left on the shelf when they, not the line limit, cap the line; else null. */
  stock_left: z.number().int().nonnegative().nullable().default(null),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const deliverySlotSchema = z.object({
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

const cartGroupSchema = z.object({
  delivery_charge_id: z.number().nullable(),
  name: optionalText,
  delivery_charge: z.number().default(0),
  del_date: optionalText,
  del_start_time: optionalText,
  del_end_time: optionalText,
  slots: z.array(deliverySlotSchema).default([]),
  items: z.array(cartItemSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

const paymentMethodSchema = z.object({
  code: z.string(),
  name: z.string(),
  selected: z.boolean().default(false),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export type DeliveryInfo = {
  delivery_charge_id: number | null;
  del_date: string;
  del_start_time: string;
  del_end_time: string;
};

/** One entry per distinct delivery_charge_id; dates and times from the first item with that id. */
export function deriveDeliveryInfo(items: CartItem[]): DeliveryInfo[] {
  const seen = new Map<number | null, DeliveryInfo>();
  for (const item of items) {
    if (seen.has(item.delivery_charge_id)) continue;
    seen.set(item.delivery_charge_id, {
      delivery_charge_id: item.delivery_charge_id,
      del_date: item.del_date,
      del_start_time: item.del_start_time,
      del_end_time: item.del_end_time,
    });
  }
  return [...seen.values()];
}

export const cartSchema = z
  .object({
    quantity: z.number().default(0),
    total: z.number().default(0),
    amount: z.number().default(0),
    offercode: optionalText,
    serviceable: flag(true),
    notes: optionalText,
    message: optionalText,
    discount: z.number().default(0),
    delivery_charge: z.number().default(0),
    finalDelivery: z.number().default(0),
    deliveryMessage: optionalText,
    paymentMethods: z.array(paymentMethodSchema).default([]),
    cod_unavailable: optionalText,
    items: z.array(cartItemSchema).default([]),
    grouped_items: z.array(cartGroupSchema).default([]),
    del_date: optionalText,
    del_start_time: optionalText,
    del_end_time: optionalText,
  })
  .transform((cart) => ({ ...cart, deliveryInfo: deriveDeliveryInfo(cart.items) }));
export type Cart = z.infer<typeof cartSchema>;

export const cartAddBodySchema = z.object({
  pack_id: z.number().int().positive(),
  warehouse_id: z.number().int().positive(),
});
export const cartRemoveBodySchema = z.object({
  pack_id: z.number().int().positive(),
  remove: z.boolean().default(false),
});
export const couponBodySchema = z.object({
  code: z.string().trim().min(1, COUPON_CODE_MISSING).max(40),
});

/** A coupon the shopper may use on this cart: what it saves now, or how much more the cart needs. */
const availableCouponSchema = z.object({
  code: z.string(),
  description: optionalText,
  saving: z.number(),
  short: z.number(),
  applied: z.boolean().default(false),
});
export type AvailableCoupon = z.infer<typeof availableCouponSchema>;
export const availableCouponsSchema = z.object({ coupons: z.array(availableCouponSchema).default([]) });

export const pincodeCheckSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  message: z.string(),
});
export type PincodeCheck = z.infer<typeof pincodeCheckSchema>;

/** What delivery to one pincode costs and when it can come, for a product page. */
export const deliveryEstimateSchema = pincodeCheckSchema.extend({
  delivery_charge: z.number(),
  free_delivery_above: z.number().nullable(),
  slot: deliverySlotSchema.nullable(),
  /** The pincode's town and state, when the website's delivery area records them. */
  place: z.object({ city: z.string(), state: z.string() }).nullable().default(null),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

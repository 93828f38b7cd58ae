import { z } from "@hono/zod-openapi";
import { netQuantityWireFields } from "./catalogue";
import { cartAddBodySchema, cartRemoveBodySchema, couponBodySchema } from "@/lib/api/schemas/cart";

/** Why a line cannot be ordered: its pack or product is no longer sold, the shelf has fewer units than the line, or no delivery area serves the pincode. */
const UNAVAILABLE_CAUSES = ["noLongerSold", "shortOfStock", "notDeliverable"] as const;
export type UnavailableCause = (typeof UNAVAILABLE_CAUSES)[number];

const rupees = (description: string) => z.number().openapi({ description: `${description}, in rupees` });
const dateText = z.string().openapi({ description: "YYYY-MM-DD in the store's time zone, or empty" });
const timeText = z.string().openapi({ description: "HH:MM, or empty" });

const cartItemWireSchema = z
  .object({
    pack_id: z.number().int(),
    product_id: z.number().int(),
    slug: z.string(),
    image: z.string().openapi({ description: "Media path of the product's first image, or empty" }),
    name: z.string(),
    pack: z.string(),
    quantity: z.number().int(),
    price: rupees("Price of one unit"),
    act_price: rupees("Price of one unit before discount"),
    ...netQuantityWireFields,
    amount: rupees("price × quantity"),
    valid: z.boolean().openapi({ description: "False when the line cannot be ordered; message says why" }),
    message: z.string(),
    unavailable: z.enum(UNAVAILABLE_CAUSES).nullable().openapi({ description: "Why the line cannot be ordered, null when it can" }),
    warehouse_id: z.number().int(),
    delivery_charge_id: z.number().int().nullable().openapi({ description: "The delivery area serving the line" }),
    del_date: dateText,
    del_start_time: timeText,
    del_end_time: timeText,
    max_quantity: z.number().int().openapi({ description: "Most units this line may hold: the line limit, or fewer when the shelf holds fewer" }),
    stock_left: z.number().int().nullable().openapi({ description: "Units on the shelf when they are fewer than the line limit (what then limits the line), else null" }),
  })
  .openapi("CartItem");

const slotWireSchema = z.object({ date: dateText, start_time: timeText, end_time: timeText }).openapi("DeliverySlot");

const cartGroupWireSchema = z
  .object({
    delivery_charge_id: z.number().int().nullable(),
    name: z.string(),
    delivery_charge: rupees("Delivery charge of this group after its free-delivery threshold"),
    del_date: dateText,
    del_start_time: timeText,
    del_end_time: timeText,
    slots: z.array(slotWireSchema),
    items: z.array(cartItemWireSchema),
  })
  .openapi("CartGroup");

export const cartWireSchema = z
  .object({
    quantity: z.number().int().openapi({ description: "Units in the cart" }),
    amount: rupees("Goods total of the deliverable lines"),
    discount: rupees("Coupon discount"),
    delivery_charge: rupees("Delivery charges before free-delivery thresholds"),
    finalDelivery: rupees("Delivery charges to pay"),
    deliveryMessage: z.string().openapi({ example: "Add ₹120.00 more for free delivery" }),
    total: rupees("amount − discount + finalDelivery"),
    offercode: z.string().openapi({ description: "The applied coupon code, or empty" }),
    serviceable: z.boolean(),
    message: z.string(),
    notes: z.string(),
    paymentMethods: z.array(z.object({ code: z.string(), name: z.string(), selected: z.boolean() })),
    cod_unavailable: z.string().openapi({ description: "Why cash on delivery is not offered for this cart (its delivery area's rule), or empty" }),
    items: z.array(cartItemWireSchema),
    grouped_items: z.array(cartGroupWireSchema),
    del_date: dateText,
    del_start_time: timeText,
    del_end_time: timeText,
    deliveryInfo: z.array(
      z.object({ delivery_charge_id: z.number().int().nullable(), del_date: z.string(), del_start_time: z.string(), del_end_time: z.string() }),
    ),
  })
  .openapi("Cart");
export type CartWire = z.infer<typeof cartWireSchema>;
export type CartItemWire = z.infer<typeof cartItemWireSchema>;
export type CartGroupWire = z.infer<typeof cartGroupWireSchema>;

export const availableCouponsWireSchema = z
  .object({
    coupons: z.array(
      z
        .object({
          code: z.string(),
          description: z.string(),
          saving: rupees("Off this cart now; 0 while the cart is below the coupon's minimum order"),
          short: rupees("Still needed to reach the coupon's minimum order; 0 when it applies now"),
          applied: z.boolean().openapi({ description: "True for the coupon applied to the cart" }),
        })
        .openapi("AvailableCoupon"),
    ),
  })
  .openapi("AvailableCoupons");

export const cartQueryWireSchema = z.object({
  address_id: z
    .string()
    .regex(/^\d+$/, "address_id must be a number")
    .optional()
    .openapi({ description: "Delivery address of the signed-in customer (checkout): the cart is priced for its pincode" }),
  payment_method: z.string().max(40).optional().openapi({ example: "cod" }),
  groupby_delivery: z.enum(["true", "false"]).optional().openapi({ description: "grouped_items is always filled" }),
});

// clone(): the storefront may create these schemas before @hono/zod-openapi adds .openapi() to new instances.
export const cartAddWireSchema = cartAddBodySchema.clone().openapi("CartAdd", { example: { pack_id: 1, warehouse_id: 1 } });
export const cartRemoveWireSchema = cartRemoveBodySchema.clone().openapi("CartRemove", { example: { pack_id: 1, remove: false } });
export const couponWireSchema = couponBodySchema.clone().openapi("CouponApply", { example: { code: "WELCOME10" } });

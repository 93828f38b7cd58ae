import { z } from "@hono/zod-openapi";
import { LEFT_OUT_REASONS } from "@/lib/api/schemas/buy-again";
import { cartWireSchema } from "./cart";
import { productWireSchema } from "./catalogue";

const rupees = (description: string) => z.number().openapi({ description: `${description}, in rupees` });
const label = z.string().openapi({ description: "The product and pack as the order named them", example: "Kisan Gold Moong Dal 1 kg" });

/** Built on the strict cart and product wire schemas (lib's schemas read leniently, with defaults). */
export const orderAgainWireSchema = z
  .object({
    cart: cartWireSchema,
    added: z.array(z.object({ pack_id: z.number().int(), label, quantity: z.number().int(), price: rupees("Today's price of one unit") })),
    left_out: z.array(
      z.object({
        pack_id: z.number().int().nullable().openapi({ description: "Null when the pack no longer exists" }),
        label,
        quantity: z.number().int().openapi({ description: "Units of the order not added" }),
        reason: z.enum(LEFT_OUT_REASONS).openapi({
          description: "outOfStock: the shelf holds fewer units; noLongerSold: the pack or product is off sale; lineLimit: the cart line is full",
        }),
        left: z.number().int().nullable().openapi({ description: "Units on the shelf, when some are left (outOfStock only)" }),
      }),
    ),
    price_changed: z.array(
      z.object({ pack_id: z.number().int(), label, old_price: rupees("The order's price of one unit"), new_price: rupees("Today's price of one unit, which the cart holds") }),
    ),
    message: z.string().openapi({ example: "Added 3 items to your cart at today's prices.\nLeft out: 1 × Kisan Gold Moong Dal 1 kg (out of stock)." }),
  })
  .openapi("OrderAgain");

export const buyAgainWireSchema = z.object({ data: z.array(productWireSchema) }).openapi("BuyAgain");

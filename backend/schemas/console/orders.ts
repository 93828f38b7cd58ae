import { cancelOrderBodySchema } from "@/lib/api/schemas/orders";
import { consoleOrderChangedSchema, consoleOrderDetailSchema, consoleOrderListQuerySchema, consoleOrderListSchema, orderStepBodySchema } from "@/lib/api/schemas/console/orders";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const consoleOrderQueryWireSchema = consoleOrderListQuerySchema;
export const consoleOrderListWireSchema = consoleOrderListSchema.clone().openapi("ConsoleOrderList");
export const consoleOrderDetailWireSchema = consoleOrderDetailSchema.clone().openapi("ConsoleOrderDetail");
export const consoleOrderChangedWireSchema = consoleOrderChangedSchema.clone().openapi("ConsoleOrderChanged");
export const orderStepBodyWireSchema = orderStepBodySchema.clone().openapi("ConsoleOrderStep", { example: { status: "packed", note: "Packed in 2 boxes" } });
export const storeCancelBodyWireSchema = cancelOrderBodySchema.clone().openapi("ConsoleOrderCancel", { example: { reason: "Out of stock at the warehouse" } });

import { z } from "@hono/zod-openapi";
import {
  addressBodySchema,
  addressListSchema,
  addressSavedSchema,
  messageSchema,
  profileBodySchema,
  profileSavedSchema,
  profileSchema,
} from "@/lib/api/schemas/account";
import { agentDashboardQuerySchema, agentDashboardSchema } from "@/lib/api/schemas/agent";
import { cancelOrderBodySchema, orderDetailSchema, orderListQuerySchema, orderListSchema } from "@/lib/api/schemas/orders";
import { managedWebsiteListSchema, websiteCreateBodySchema, websiteSavedSchema } from "@/lib/api/schemas/website-admin";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const profileWireSchema = profileSchema.clone().openapi("Profile");
export const profileBodyWireSchema = profileBodySchema.clone().openapi("ProfileUpdate", { example: { name: "Asha Rao", email: "asha@example.com" } });
export const profileSavedWireSchema = profileSavedSchema.clone().openapi("ProfileSaved");

export const addressBodyWireSchema = addressBodySchema.clone().openapi("AddressInput", {
  example: {
    name: "Asha Rao",
    phone: "9876543210",
    pincode: "560001",
    line1: "12, 4th Cross, Indiranagar",
    line2: "HAL 2nd Stage",
    landmark: "Opposite the park",
    city: "Bengaluru",
    state: "Karnataka",
    is_default: true,
  },
});
export const addressListWireSchema = addressListSchema.clone().openapi("AddressList");
export const addressSavedWireSchema = addressSavedSchema.clone().openapi("AddressSaved");
export const messageWireSchema = messageSchema.clone().openapi("Message");

export const orderListQueryWireSchema = orderListQuerySchema;
export const orderListWireSchema = orderListSchema.clone().openapi("OrderList");
export const orderDetailWireSchema = orderDetailSchema.clone().openapi("OrderDetail");

export const agentDashboardQueryWireSchema = agentDashboardQuerySchema;
export const agentDashboardWireSchema = agentDashboardSchema.clone().openapi("AgentDashboard");

export const managedWebsiteListWireSchema = managedWebsiteListSchema.clone().openapi("ManagedWebsiteList");
export const websiteCreateBodyWireSchema = websiteCreateBodySchema.clone().openapi("WebsiteCreate", {
  example: { name: "Corner Kirana", host: "kirana.example.com", theme: "light", font_family: "Inter", logo: "" },
});
export const websiteSavedWireSchema = websiteSavedSchema.clone().openapi("WebsiteSaved");

export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().openapi({ param: { name: "id", in: "path" }, example: 1 }),
});
export const cancelOrderBodyWireSchema = cancelOrderBodySchema.clone().openapi("CancelOrder", { example: { reason: "Ordered by mistake" } });

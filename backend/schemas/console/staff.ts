import { staffInviteSchema, staffListSchema, staffRemovedSchema, staffSavedSchema } from "@/lib/api/schemas/console/staff";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const staffListWireSchema = staffListSchema.clone().openapi("ConsoleStaffList");
export const staffInviteWireSchema = staffInviteSchema.clone().openapi("ConsoleStaffInvite", { example: { phone: "98765 43219", name: "Anil Kumar" } });
export const staffSavedWireSchema = staffSavedSchema.clone().openapi("ConsoleStaffSaved");
export const staffRemovedWireSchema = staffRemovedSchema.clone().openapi("ConsoleStaffRemoved");

import { customerDetailSchema, customerListQuerySchema, customerListSchema } from "@/lib/api/schemas/console/customers";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const customerQueryWireSchema = customerListQuerySchema;
export const customerListWireSchema = customerListSchema.clone().openapi("ConsoleCustomerList");
export const customerDetailWireSchema = customerDetailSchema.clone().openapi("ConsoleCustomerDetail");

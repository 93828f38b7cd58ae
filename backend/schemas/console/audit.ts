import { auditListSchema, auditQuerySchema } from "@/lib/api/schemas/console/audit";

// clone(): the storefront may create the shared schemas before @hono/zod-openapi adds .openapi() to new instances.
export const auditQueryWireSchema = auditQuerySchema;
export const auditListWireSchema = auditListSchema.clone().openapi("ConsoleAuditLog");

import { z } from "@hono/zod-openapi";
import { userWireSchema } from "./init";

/*
 * Request bodies are the storefront's own schemas from lib/api/schemas/auth.ts, used as they are:
 * under Next's bundler that zod copy lacks .openapi(), so they are not renamed here.
 */
export { otpRequestSchema, registerRequestSchema, verifyRequestSchema } from "@/lib/api/schemas/auth";

export const otpSentWireSchema = z
  .object({
    message: z.string(),
    resend_in: z.number().int().openapi({ description: "Seconds until another code may be requested" }),
    expires_in: z.number().int().openapi({ description: "Seconds the code stays valid" }),
  })
  .openapi("OtpSent", { example: { message: "We sent a 6-digit code to 9876543210", resend_in: 30, expires_in: 600 } });

export const signedInWireSchema = z.object({ user: userWireSchema }).openapi("SignedIn");
export const currentUserWireSchema = z.object({ user: userWireSchema.nullable() }).openapi("CurrentUser");
export const loggedOutWireSchema = z.object({ ok: z.literal(true) }).openapi("LoggedOut");

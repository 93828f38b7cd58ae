import type { z } from "@hono/zod-openapi";
import { errorBodySchema } from "@/lib/api/schemas/errors";

const errorSchema = errorBodySchema.clone().openapi("Error", { example: { message: "Product not found" } });

/** One error answer for the OpenAPI document. */
export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** The error answers every route can give, for the OpenAPI document. */
export const errorResponses = {
  400: errorResponse("Invalid input"),
  403: errorResponse("Missing or wrong anti-forgery token (non-GET requests)"),
  500: errorResponse("Unexpected failure"),
} as const;

export const notFoundResponse = (description: string) => ({ 404: errorResponse(description) });

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required JSON request body, for the OpenAPI document. */
export const jsonBody = <T>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

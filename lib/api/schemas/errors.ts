import { z } from "zod";

/** Every 4xx/5xx answer: one message, or a list of messages for field errors. */
export const errorBodySchema = z.object({
  message: z.union([z.string(), z.array(z.string())]),
});

import { z } from "zod";

export const userSchema = z.object({
  id: z.number().optional(),
  name: z.string().nullish().transform((v) => v ?? ""),
  email: z.string().nullish().transform((v) => v ?? ""),
  phone: z.string().nullish().transform((v) => v ?? ""),
  superadmin: z.boolean().default(false),
  hasAdminAccess: z.boolean().default(false),
  isSalesAgent: z.boolean().default(false),
  /** May open Administration on this website (its staff, or a superadmin): the console's own rule. */
  canOpenConsole: z.boolean().default(false),
});
export type User = z.infer<typeof userSchema>;

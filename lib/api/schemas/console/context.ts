import { z } from "zod";

/** Who is using the console, on which website: what every console page shows in its header. */
export const consoleContextSchema = z.object({
  website: z.object({ id: z.number(), name: z.string() }),
  user: z.object({ id: z.number(), name: z.string().nullable(), superadmin: z.boolean() }),
});
export type ConsoleContext = z.infer<typeof consoleContextSchema>;

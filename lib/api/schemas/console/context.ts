import { z } from "zod";

/** Who is using the console, on which website: what every console page shows in its header. */
export const consoleContextSchema = z.object({
  website: z.object({ id: z.number(), name: z.string() }),
  /** Null when a script calls with the operator token rather than a person signed in. */
  user: z.object({ id: z.number(), name: z.string().nullable(), superadmin: z.boolean() }).nullable(),
});
export type ConsoleContext = z.infer<typeof consoleContextSchema>;

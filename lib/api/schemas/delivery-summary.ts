import { z } from "zod";

/**
 * What delivery costs and takes anywhere the website delivers, the same for every visitor (pages
 * showing it are shared): the lowest charge, the lowest order value that ships free (null when no
 * area ships free) and the days from order to door (null when the website has no delivery slots).
 */
export const deliverySummarySchema = z.object({
  charge: z.number().min(0),
  free_above: z.number().min(0).nullable(),
  days: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

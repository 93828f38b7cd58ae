import { z } from "zod";

/** The pincodes that share one delivery charge and free-delivery threshold (null when none ships free). */
const deliveryDestinationSchema = z.object({
  postal_codes: z.array(z.string()).min(1),
  charge: z.number().min(0),
  free_above: z.number().min(0).nullable(),
});
export type DeliveryDestination = z.infer<typeof deliveryDestinationSchema>;

/**
 * Where the website delivers and what it costs, the same for every visitor (pages showing it are
 * shared): its served pincodes grouped by charge and threshold, and the days from order to door
 * (null when the website has no delivery slots).
 */
export const deliverySummarySchema = z.object({
  destinations: z.array(deliveryDestinationSchema).min(1),
  days: z.object({ min: z.number().int().min(0), max: z.number().int().min(0) }).nullable(),
});
export type DeliverySummary = z.infer<typeof deliverySummarySchema>;

import { z } from "zod";
import { rupeesField } from "./rupees-field";

export const CONSOLE_DELIVERY_MESSAGES = {
  warehouseCreated: "Warehouse added",
  warehouseSaved: "Warehouse saved",
  warehouseNotFound: "No warehouse with this id on this website",
  warehouseNameTaken: "Another warehouse of this website has this name",
  areaSaved: "Delivery area saved",
  areaRemoved: "Pincode removed",
  areaNotFound: "No such pincode in this warehouse's delivery areas",
  noPincodes: "Paste or upload at least one pincode",
  nothingNew: "Every pincode given is already served by this warehouse",
  slotCreated: "Slot added",
  slotSaved: "Slot saved",
  slotNotFound: "No such slot in this warehouse",
} as const;

export const warehouseBodySchema = z.object({
  name: z.string().trim().min(1, "Enter the warehouse's name").max(80, "Keep the name under 80 characters"),
  city: z.string().trim().max(80, "Keep the city under 80 characters").nullable(),
  active: z.boolean(),
});
export type WarehouseBody = z.input<typeof warehouseBodySchema>;

/** What an area charges and whether it takes cash: rupees in the form, empty limits mean none. */
export const areaTermsSchema = z.object({
  delivery_charge: rupeesField("delivery charge"),
  free_delivery_above: rupeesField("free-delivery threshold").nullable(),
  cod_enabled: z.boolean(),
  cod_limit: rupeesField("cash on delivery limit").positive("The cash on delivery limit is above zero; leave it empty for no limit").nullable(),
  active: z.boolean(),
});
export type AreaTerms = z.input<typeof areaTermsSchema>;

/** Pincodes pasted (one a line or comma separated) or read from a CSV file, all given the same terms. */
export const addAreasBodySchema = areaTermsSchema.extend({
  pincodes: z.string().max(200_000, "Add at most about 20,000 pincodes at once"),
});
export type AddAreasBody = z.input<typeof addAreasBodySchema>;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockTime = z.string().regex(CLOCK_TIME, "Enter a time as HH:MM (24-hour)");

export const slotBodySchema = z
  .object({
    start_time: clockTime,
    end_time: clockTime,
    cutoff_minutes: z
      .number({ message: "Enter the cutoff in minutes" })
      .int("Enter the cutoff as whole minutes")
      .min(0, "The cutoff cannot be negative")
      .max(1440, "The cutoff is at most a day (1440 minutes)"),
    active: z.boolean(),
  })
  // Only two well-formed times compare as text; a malformed one has its own message.
  .refine((slot) => !CLOCK_TIME.test(slot.start_time) || !CLOCK_TIME.test(slot.end_time) || slot.end_time > slot.start_time, { path: ["end_time"], message: "The slot ends after it starts" });
export type SlotBody = z.input<typeof slotBodySchema>;

const consoleDeliveryAreaSchema = z.object({
  id: z.number(),
  pincode: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  delivery_charge: z.number(),
  free_delivery_above: z.number().nullable(),
  cod_enabled: z.boolean(),
  cod_limit: z.number().nullable(),
  active: z.boolean(),
});

const consoleSlotSchema = z.object({
  id: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  cutoff_minutes: z.number(),
  active: z.boolean(),
});

const consoleWarehouseSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  active: z.boolean(),
  area_count: z.number(),
  slot_count: z.number(),
});
export type ConsoleWarehouse = z.infer<typeof consoleWarehouseSchema>;

export const warehouseListSchema = z.object({ data: z.array(consoleWarehouseSchema) });
export type WarehouseList = z.infer<typeof warehouseListSchema>;

export const warehouseDetailSchema = consoleWarehouseSchema.extend({
  areas: z.array(consoleDeliveryAreaSchema),
  slots: z.array(consoleSlotSchema),
});
export type WarehouseDetail = z.infer<typeof warehouseDetailSchema>;

/** Every delivery write answers with the warehouse as it now stands and a message to show. */
export const warehouseSavedSchema = z.object({ warehouse: warehouseDetailSchema, message: z.string() });

export const areasAddedSchema = warehouseSavedSchema.extend({
  added: z.array(z.string()),
  /** Given twice, or already served by the warehouse: left as they were. */
  duplicates: z.array(z.string()),
});

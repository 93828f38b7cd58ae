import { z } from "zod";

/** An amount a console form takes in rupees (stored as paise): not negative, at most two decimals. */
export const rupeesField = (label: string) =>
  z
    .number({ message: `Enter the ${label} in rupees` })
    .min(0, `The ${label} cannot be negative`)
    .max(10_000_000, `The ${label} is too large`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "At most two decimals (paise)");

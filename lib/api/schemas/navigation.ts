import { z } from "zod";
import { numberWithDefault, optionalText } from "./primitives";

export const navigationItemSchema = z.object({
  group: numberWithDefault(0),
  name: z.string(),
  icon: optionalText,
  show_icon: numberWithDefault(0),
  link: optionalText,
  value: optionalText,
  image: optionalText,
  get children(): z.ZodDefault<z.ZodArray<typeof navigationItemSchema>> {
    return z.array(navigationItemSchema).default([]);
  },
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;

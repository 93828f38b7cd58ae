import { z } from "zod";
import { BRAND_COLOUR_MESSAGE, brandColourPattern } from "../../contract/website-admin";
import { SELF_HOSTED_FAMILIES } from "@/lib/fonts/families";
import { requiredMessage } from "@/lib/validation/rules";

/** docs/header-templates.md: what each template number draws. */
export const HEADER_TEMPLATES = [
  { value: 1, name: "Classic" },
  { value: 2, name: "Centred" },
  { value: 3, name: "Compact" },
  { value: 4, name: "Two rows with a pincode strip" },
] as const;
export const NAVBAR_TEMPLATES = [
  { value: 1, name: "Plain" },
  { value: 2, name: "Pills" },
  { value: 3, name: "Underlined" },
  { value: 4, name: "Brand bar" },
  { value: 5, name: "Centred" },
] as const;

/** The header's pieces a seller turns on and off (docs/header-templates.md), with their labels. */
export const SHOW_FLAGS = {
  show_logo: "Show the logo (else the name as text)",
  show_pincode: "Show the delivery pincode button",
  show_search_bar: "Show the search bar",
  show_account: "Show the account menu",
  show_login: "Show the Login link to guests",
  show_register: "Show the Register link to guests",
  show_cart_icon: "Show the cart button",
} as const;
export type ShowFlag = keyof typeof SHOW_FLAGS;
const SHOW_FLAG_NAMES = Object.keys(SHOW_FLAGS) as ShowFlag[];

export const WEBSITE_LOOK_MESSAGES = {
  saved: "Website look saved",
  logoSaved: "Logo uploaded",
  iconSaved: "Icon uploaded",
  font: `Choose one of the store's fonts: ${SELF_HOSTED_FAMILIES.join(", ")}`,
  headerTemplate: "Choose a header template from 1 to 4",
  navbarTemplate: "Choose a navbar template from 1 to 5",
} as const;

const templateNumber = (templates: readonly { value: number }[], message: string) =>
  z.number({ message }).int(message).refine((value) => templates.some((template) => template.value === value), message);

const flagsShape = Object.fromEntries(SHOW_FLAG_NAMES.map((name) => [name, z.boolean({ message: `Say whether to ${SHOW_FLAGS[name].toLowerCase()}` })])) as Record<ShowFlag, z.ZodBoolean>;

/** The website's look as the settings page writes it; the logo and icon are uploaded on their own. */
export const websiteLookBodySchema = z.object({
  name: z.string().trim().min(1, requiredMessage("Website name")).max(80, "Keep the website name under 80 characters"),
  /** null keeps the store's default colour. */
  brand_color: z
    .string()
    .trim()
    .regex(brandColourPattern, BRAND_COLOUR_MESSAGE)
    .transform((value) => value.toLowerCase())
    .nullable(),
  font_family: z.enum(SELF_HOSTED_FAMILIES, { message: WEBSITE_LOOK_MESSAGES.font }),
  header_template: templateNumber(HEADER_TEMPLATES, WEBSITE_LOOK_MESSAGES.headerTemplate),
  navbar_template: templateNumber(NAVBAR_TEMPLATES, WEBSITE_LOOK_MESSAGES.navbarTemplate),
  ...flagsShape,
});
export type WebsiteLookBody = z.input<typeof websiteLookBodySchema>;

/** What the settings page shows: the body's fields, the website's pictures and its theme. */
export const websiteLookSchema = z.object({
  ...websiteLookBodySchema.shape,
  brand_color: z.string().nullable(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  theme: z.string(),
});
export type WebsiteLook = z.infer<typeof websiteLookSchema>;

export const websiteLookSavedSchema = z.object({ look: websiteLookSchema, message: z.string() });

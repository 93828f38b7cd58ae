"use client";

import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveWebsiteLook } from "@/lib/api/console/website";
import { HEADER_TEMPLATES, NAVBAR_TEMPLATES, SHOW_FLAGS, websiteLookBodySchema, type ShowFlag, type WebsiteLook, type WebsiteLookBody } from "@/lib/api/schemas/console/website-look";
import { SELF_HOSTED_FAMILIES } from "@/lib/fonts/families";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { brandPalette, isHexColour } from "@/lib/theme/brand-palette";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";
import { BrandColourField } from "./brand-colour-field";
import { BrandPalettePreview } from "./brand-palette-preview";
import { HeaderPreview } from "./header-preview";

type Values = Omit<WebsiteLookBody, "brand_color" | "header_template" | "navbar_template"> & { brand_color: string; header_template: string; navbar_template: string };

const SHOW_FLAG_NAMES = Object.keys(SHOW_FLAGS) as ShowFlag[];
const themeOf = (theme: string) => (theme === "dark" ? "dark" : "light");

function bodyOf(values: Values): WebsiteLookBody {
  return { ...values, brand_color: values.brand_color.trim() || null, header_template: Number(values.header_template), navbar_template: Number(values.navbar_template) };
}

/** The previews follow the form as the seller picks: the colour after its contrast adjustment, and the header drawn with the templates and pieces chosen. */
function LivePreviews({ theme, fonts }: { theme: string; fonts: Record<string, string> }) {
  const values = useWatch<Values>() as Values;
  const palette = isHexColour(values.brand_color) ? brandPalette(values.brand_color, themeOf(theme)) : null;
  return (
    <section aria-labelledby="look-preview-heading" className="flex flex-col gap-3 lg:sticky lg:top-4">
      <h3 id="look-preview-heading" className="text-lg font-semibold text-fg">
        Preview
      </h3>
      <BrandPalettePreview colour={values.brand_color} theme={themeOf(theme)} />
      <HeaderPreview
        name={values.name || "Your store"}
        headerTemplate={Number(values.header_template)}
        navbarTemplate={Number(values.navbar_template)}
        flags={Object.fromEntries(SHOW_FLAG_NAMES.map((flag) => [flag, Boolean(values[flag])])) as Record<ShowFlag, boolean>}
        palette={palette}
        fontFamily={fonts[values.font_family] ?? "inherit"}
      />
    </section>
  );
}

/**
 * The website's name, colour, font, header and navbar templates and header pieces. `fonts` maps each
 * self-hosted family to its CSS font-family list, so the preview is drawn in the font picked.
 */
export function WebsiteLookForm({ look, fonts }: { look: WebsiteLook; fonts: Record<string, string> }) {
  const router = useRouter();
  const toast = useToast();
  const defaults: Values = {
    name: look.name,
    brand_color: look.brand_color ?? "",
    font_family: look.font_family,
    header_template: String(look.header_template),
    navbar_template: String(look.navbar_template),
    ...Object.fromEntries(SHOW_FLAG_NAMES.map((flag) => [flag, look[flag]])),
  } as Values;
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label="Website look"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      onSubmit={async (values) => {
        const body = checkedBody(websiteLookBodySchema, bodyOf(values));
        try {
          toast.success((await saveWebsiteLook(browserFetch, body)).message);
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <div className="flex flex-col gap-4">
        <FormField type="text" name="name" label="Website name" required maxLength={80} description="Shown in the header without a logo, in the footer and in page titles" />
        <BrandColourField />
        <FormField type="select" name="font_family" label="Font" required options={SELF_HOSTED_FAMILIES.map((family) => ({ value: family, text: family }))} description="Served by the store itself" />
        <FormField type="radio" name="header_template" label="Header template" required options={HEADER_TEMPLATES.map(({ value, name }) => ({ value: String(value), text: `${value}: ${name}` }))} />
        <FormField type="radio" name="navbar_template" label="Navbar template" required options={NAVBAR_TEMPLATES.map(({ value, name }) => ({ value: String(value), text: `${value}: ${name}` }))} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Header pieces</legend>
          {SHOW_FLAG_NAMES.map((flag) => (
            <FormField key={flag} type="checkbox" name={flag} label={SHOW_FLAGS[flag]} />
          ))}
        </fieldset>
        <SubmitButton pendingText="Saving…">Save the look</SubmitButton>
      </div>
      <LivePreviews theme={look.theme} fonts={fonts} />
    </Form>
  );
}

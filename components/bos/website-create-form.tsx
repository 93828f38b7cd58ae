"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import type { WebsiteCreateBody } from "@/lib/api/schemas/website-admin";
import { BRAND_COLOUR_MESSAGE, brandColourPattern, WEBSITE_THEMES } from "@/lib/api/contract/website-admin";
import { createManagedWebsite } from "@/lib/api/website-admin";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

type Values = Required<WebsiteCreateBody>;

const THEME_OPTIONS = WEBSITE_THEMES.map((theme) => ({ value: theme, text: theme === "light" ? "Light" : "Dark" }));

export function WebsiteCreateForm() {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={{ name: "", host: "", theme: "light", font_family: "Inter", logo: "", brand_color: "" }}
      aria-label="Create website"
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        try {
          const { message } = await createManagedWebsite(browserFetch, values);
          toast.success(message);
          router.push("/auth/bos/choose");
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label="Website name" required maxLength={80} />
      <FormField
        type="text"
        name="host"
        label="Domain"
        required
        pattern={/^[A-Za-z0-9.-]+$/}
        patternMessage="Enter a domain like shop.example.com, without http:// or a path"
        placeholder="shop.example.com"
        description="The address shoppers type, without http:// or a path"
      />
      <FormField type="select" name="theme" label="Theme" required options={THEME_OPTIONS} />
      <FormField type="text" name="font_family" label="Font family" required maxLength={40} />
      <FormField
        type="text"
        name="brand_color"
        label="Brand colour"
        pattern={brandColourPattern}
        patternMessage={BRAND_COLOUR_MESSAGE}
        placeholder="#0f766e"
        maxLength={7}
        description="Buttons, links and accents; adjusted just enough to stay readable on the theme. Leave empty for the store's teal."
      />
      <FormField type="text" name="logo" label="Logo path" placeholder="logos/my-store.svg" description="A path under the media folder; leave empty to show the name" />
      <SubmitButton pendingText="Creating…" className={buttonClass("primary", "md", "w-full")}>
        Create website
      </SubmitButton>
    </Form>
  );
}

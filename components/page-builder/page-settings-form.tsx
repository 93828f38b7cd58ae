"use client";

import { useRouter } from "next/navigation";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveConsolePage } from "@/lib/api/console/pages";
import type { ConsolePage } from "@/lib/api/schemas/console/pages";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";

type Values = { name: string; url: string; seo_title: string; seo_description: string; published: boolean };

const valuesOf = (page: ConsolePage | null): Values => ({
  name: page?.name ?? "",
  url: page?.url ?? "/",
  seo_title: page?.seo_title ?? "",
  seo_description: page?.seo_description ?? "",
  published: page?.published ?? false,
});

/** Adds a page (page null) or changes one's name, address, SEO text and whether shoppers see it. */
export function PageSettingsForm({ page }: { page: ConsolePage | null }) {
  const router = useRouter();
  const toast = useToast();
  const home = page?.url === "/";
  return (
    <Form<Values>
      defaultValues={valuesOf(page)}
      aria-label={page ? `Settings of ${page.name}` : "Add a page"}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async (values, form) => {
        try {
          const saved = await saveConsolePage(browserFetch, page?.id ?? null, { ...values, seo_title: values.seo_title || null, seo_description: values.seo_description || null });
          toast.success(saved.message);
          if (!page) form.reset();
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label="Name" required maxLength={80} />
      <FormField type="text" name="url" label="Address" description={home ? "The home page stays at /" : "Such as /about-us; a new address moves the page, and the old one leads to it"} required maxLength={200} />
      <FormField type="text" name="seo_title" label="SEO title" maxLength={120} />
      <FormField type="textarea" name="seo_description" label="SEO description" maxLength={300} />
      <FormField type="checkbox" name="published" label="Published (shoppers see it)" />
      <SubmitButton pendingText="Saving…" className="self-end">
        {page ? "Save settings" : "Add the page"}
      </SubmitButton>
    </Form>
  );
}

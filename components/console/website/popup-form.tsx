"use client";

import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveWebsitePopup, uploadPopupImage } from "@/lib/api/console/website";
import { POPUP_PAGE_CHOICES, POPUP_PAGE_LABELS, type PopupPages } from "@/lib/api/contract/popup";
import { IST_TIME_MESSAGE, websitePopupBodySchema, type WebsitePopup, type WebsitePopupBody } from "@/lib/api/schemas/console/website-popup";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { Thumbnail } from "@/components/ui/thumbnail";
import { checkedBody } from "../checked-body";
import { PhotoUploadForm } from "../photo-upload-form";

type Values = Omit<WebsitePopupBody, "paths" | "duration"> & { paths: string; duration: number | null };

const bodyOf = ({ paths, duration, ...rest }: Values): WebsitePopupBody => ({
  ...rest,
  duration: duration ?? 0,
  paths: paths
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The list of pages, shown only while "These pages only" is chosen. */
function PathsField() {
  const showOn = useWatch<Values, "show_on">({ name: "show_on" });
  if (showOn !== "paths") return null;
  return <FormField type="textarea" name="paths" label="Pages" rows={4} description="One path a line, like /products" />;
}

/** The promo popup: its picture (the console's photo checks), then where it leads, when and where it shows. */
export function PopupForm({ popup }: { popup: WebsitePopup }) {
  const router = useRouter();
  const toast = useToast();
  const { image, ...settings } = popup;
  const defaults: Values = { ...settings, paths: settings.paths.join("\n") };
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="popup-picture-heading" className="flex flex-col gap-3">
        <h3 id="popup-picture-heading" className="text-lg font-semibold text-fg">
          Picture
        </h3>
        {image ? <Thumbnail image={image} size="small" edge={120} className="rounded-lg border border-line object-contain" /> : <p className="text-sm text-fg-muted">None yet: upload one before turning the popup on.</p>}
        <PhotoUploadForm formLabel="Upload the popup's picture" fieldLabel="New popup picture" submitText="Upload picture" send={(photo) => uploadPopupImage(browserFetch, photo)} />
      </section>
      <Form<Values>
        defaultValues={defaults}
        aria-label="Popup settings"
        className="flex flex-col gap-6"
        onSubmit={async (values) => {
          const body = checkedBody(websitePopupBodySchema, bodyOf(values));
          try {
            toast.success((await saveWebsitePopup(browserFetch, body)).message);
            router.refresh();
          } catch (error) {
            throw new FormSubmitError(errorText(error));
          }
        }}
      >
        <FormField type="checkbox" name="enabled" label="Show the popup" />
        <FormField type="text" name="link" label="Link" maxLength={500} description="Where the picture leads: a path on this website (/products?sort=price_asc) or an https:// address; empty: nowhere" />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-semibold text-fg">When</legend>
          <FormField type="text" name="starts_at" label="Starts" maxLength={16} placeholder="2026-12-01 09:00" description={`${IST_TIME_MESSAGE}: from now`} />
          <FormField type="text" name="ends_at" label="Ends" maxLength={16} placeholder="2026-12-08 23:59" description={`${IST_TIME_MESSAGE}: no end`} />
          <FormField type="number" name="duration" label="Seconds on screen" required description="1 to 60" />
          <FormField type="checkbox" name="once" label="Once per shopper" />
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-lg font-semibold text-fg">Where</legend>
          <FormField type="radio" name="show_on" label="Show it on" required options={POPUP_PAGE_CHOICES.map((value: PopupPages) => ({ value, text: POPUP_PAGE_LABELS[value] }))} />
          <PathsField />
        </fieldset>
        <SubmitButton pendingText="Saving…">Save the popup</SubmitButton>
      </Form>
    </div>
  );
}

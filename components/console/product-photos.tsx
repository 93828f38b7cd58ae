"use client";

import { useRouter } from "next/navigation";
import { addConsoleProductPhoto } from "@/lib/api/console/products";
import { browserFetch } from "@/lib/api/browser-transport";
import { errorText } from "@/lib/errors";
import { PHOTO_RULES, PHOTO_TYPES } from "@/lib/validation/photo";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { Thumbnail } from "@/components/ui/thumbnail";

type Values = { photo: File | null };

/** A product's photos as the storefront shows them, and the upload of one more. */
export function ProductPhotos({ productId, productName, images }: { productId: number; productName: string; images: string[] }) {
  const router = useRouter();
  const toast = useToast();
  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-3">
      <h2 id="photos-heading" className="text-lg font-semibold">Photos</h2>
      {images.length > 0 ? (
        <ul aria-label={`Photos of ${productName}`} className="flex flex-wrap gap-3">
          {images.map((src) => (
            <li key={src}>
              <Thumbnail image={src} size="small" edge={96} className="rounded-lg border border-line object-contain" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">No photo yet: the storefront shows a placeholder.</p>
      )}
      <Form<Values>
        defaultValues={{ photo: null }}
        aria-label={`Add a photo of ${productName}`}
        className="flex flex-col gap-3 sm:max-w-md"
        onSubmit={async (values, form) => {
          if (!values.photo) return;
          try {
            const saved = await addConsoleProductPhoto(browserFetch, productId, values.photo);
            toast.success(saved.message);
            form.reset();
            router.refresh();
          } catch (error) {
            throw new FormSubmitError(errorText(error));
          }
        }}
      >
        <FormField type="file" name="photo" label="Photo" required accept={PHOTO_TYPES} description={PHOTO_RULES} />
        <SubmitButton pendingText="Uploading…">Upload photo</SubmitButton>
      </Form>
    </section>
  );
}

"use client";

import { addConsoleProductPhoto } from "@/lib/api/console/products";
import { browserFetch } from "@/lib/api/browser-transport";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PhotoUploadForm } from "./photo-upload-form";

/** A product's photos as the storefront shows them, and the upload of one more. */
export function ProductPhotos({ productId, productName, images }: { productId: number; productName: string; images: string[] }) {
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
      <PhotoUploadForm formLabel={`Add a photo of ${productName}`} fieldLabel="Photo" submitText="Upload photo" send={(photo) => addConsoleProductPhoto(browserFetch, productId, photo)} />
    </section>
  );
}

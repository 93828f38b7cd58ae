"use client";

import { setConsolePackPhoto } from "@/lib/api/console/products";
import { browserFetch } from "@/lib/api/browser-transport";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PhotoUploadForm } from "./photo-upload-form";

/** A pack's own photo, which the product page leads with when that pack is chosen, and its replacement. */
export function PackPhoto({ productName, pack }: { productName: string; pack: { id: number; name: string; image: string | null } }) {
  const label = `${productName} ${pack.name}`;
  return (
    <div className="flex flex-wrap items-start gap-4">
      {pack.image ? (
        <figure className="flex flex-col gap-1">
          <Thumbnail image={pack.image} size="small" edge={72} className="rounded-lg border border-line object-contain" />
          <figcaption className="text-sm text-fg-muted">Photo of {label}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-fg-muted">No photo of its own: the product&apos;s photos stand for it.</p>
      )}
      <PhotoUploadForm formLabel={`Own photo of ${label}`} fieldLabel={`Own photo of ${pack.name}`} submitText="Upload pack photo" send={(photo) => setConsolePackPhoto(browserFetch, pack.id, photo)} />
    </div>
  );
}

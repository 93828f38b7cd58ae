"use client";

import { uploadTaxonomyPicture } from "@/lib/api/console/taxonomy";
import { browserFetch } from "@/lib/api/browser-transport";
import { TAXONOMY_NOUNS, type TaxonomyKind } from "@/lib/api/schemas/console/taxonomy";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PhotoUploadForm } from "../photo-upload-form";

/** A category's image or a brand's or supplier's logo as the storefront shows it, and its replacement. */
export function TaxonomyPicture({ kind, id, name, image }: { kind: TaxonomyKind; id: number; name: string; image: string | null }) {
  const { picture } = TAXONOMY_NOUNS[kind];
  return (
    <section aria-labelledby="picture-heading" className="flex flex-col gap-3">
      <h2 id="picture-heading" className="text-lg font-semibold">
        {picture}
      </h2>
      {image ? (
        <figure className="flex flex-col gap-1">
          <Thumbnail image={image} size="small" edge={96} className="rounded-lg border border-line object-contain" />
          <figcaption className="text-sm text-fg-muted">
            {picture} of {name}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-fg-muted">No {picture.toLowerCase()} yet.</p>
      )}
      <PhotoUploadForm
        formLabel={`New ${picture.toLowerCase()} for ${name}`}
        fieldLabel={picture}
        submitText={`Upload ${picture.toLowerCase()}`}
        send={(photo) => uploadTaxonomyPicture(browserFetch, kind, id, photo)}
      />
    </section>
  );
}

"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { uploadWebsitePicture } from "@/lib/api/console/website";
import type { WebsiteLook } from "@/lib/api/schemas/console/website-look";
import { Thumbnail } from "@/components/ui/thumbnail";
import { PhotoUploadForm } from "../photo-upload-form";

const PICTURES = [
  { picture: "logo", label: "Logo", where: "In the header and the footer" },
  { picture: "favicon", label: "Icon", where: "In the browser's tab and bookmarks" },
] as const;

/** The website's logo and icon, each with its upload (the console's photo checks). */
export function WebsitePictures({ look }: { look: WebsiteLook }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {PICTURES.map(({ picture, label, where }) => (
        <div key={picture} className="flex flex-col gap-3">
          <h4 className="font-semibold text-fg">{label}</h4>
          {look[picture] ? (
            <Thumbnail image={look[picture]} size="small" edge={72} className="rounded-lg border border-line object-contain" />
          ) : (
            <p className="text-sm text-fg-muted">None yet.</p>
          )}
          <p className="text-sm text-fg-muted">{where}</p>
          <PhotoUploadForm formLabel={`Upload a new ${label.toLowerCase()}`} fieldLabel={`New ${label.toLowerCase()}`} submitText={`Upload ${label.toLowerCase()}`} send={(photo) => uploadWebsitePicture(browserFetch, picture, photo)} />
        </div>
      ))}
    </div>
  );
}

import { z } from "@hono/zod-openapi";
import type { AcceptPhotoResult } from "@/backend/media/accept-photo";
import { PHOTO_MESSAGES, PHOTO_RULES } from "@/lib/validation/photo";
import type { RefusalOf, RefusalTable } from "@/backend/http/refusals";
import { errorResponse, errorResponses } from "@/backend/schemas/common";
import { consoleRoleResponses } from "./common";

export const CHOOSE_PHOTO_MESSAGE = "Choose a photo to upload";

/** A console photo upload: one file in the form field `photo`. */
export const photoUploadBody = {
  body: {
    required: true,
    description: `A photo: ${PHOTO_RULES}. It is checked by decoding it (its name and declared type are ignored) and re-encoded without its metadata.`,
    content: {
      "multipart/form-data": {
        schema: z.object({
          photo: z.instanceof(File, { error: CHOOSE_PHOTO_MESSAGE }).openapi({ type: "string", format: "binary" }),
        }),
      },
    },
  },
};

export const photoRefusals: RefusalTable<RefusalOf<AcceptPhotoResult>> = {
  notAPhoto: { status: 400, message: PHOTO_MESSAGES.notAPhoto },
  tooSmall: { status: 400, message: PHOTO_MESSAGES.tooSmall },
  tooManyPixels: { status: 400, message: PHOTO_MESSAGES.tooManyPixels },
  tooLarge: { status: 413, message: PHOTO_MESSAGES.tooLarge },
};

const photoRefusalResponses = {
  400: errorResponse("Not a JPEG, PNG or WebP photo, too small, too many pixels, or no file"),
  413: errorResponse("The photo is too large"),
} as const;

/** A photo upload's answers: the record as saved, the photo's refusals, the role refusals, and 404 for another website's record. */
export const photoUploadResponses = <Saved>(saved: Saved, missing: string) => ({
  200: saved,
  ...errorResponses,
  ...consoleRoleResponses,
  ...photoRefusalResponses,
  404: errorResponse(missing),
});

import { PACK_CSV_PATH } from "@/lib/api/schemas/console/pack-import";
import { PAGE_IMAGE_UPLOAD_PATH } from "@/lib/api/schemas/console/pages";
import { WEBSITE_PICTURE_PATHS, WEBSITE_POPUP_IMAGE_PATH } from "@/lib/api/schemas/console/website-paths";

const NAMED_UPLOADS: readonly string[] = [...Object.values(WEBSITE_PICTURE_PATHS), WEBSITE_POPUP_IMAGE_PATH, PAGE_IMAGE_UPLOAD_PATH];

/** The console's photo uploads, e.g. /api/console/products/12/photos, the website's logo or a page block's picture: the only API bodies bigger than a form. */
export const isPhotoUploadPath = (path: string) => /^\/api\/console\/[a-z-]+\/\d+\/photos?$/.test(path) || NAMED_UPLOADS.includes(path);

/** The console's packs CSV import (a whole catalogue's rows in one file). */
export const isPackCsvUploadPath = (path: string) => path === PACK_CSV_PATH;

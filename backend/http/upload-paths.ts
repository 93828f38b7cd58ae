/** The console's photo uploads, e.g. /api/console/products/12/photos: the only API bodies bigger than a form. */
export const isPhotoUploadPath = (path: string) => /^\/api\/console\/[a-z-]+\/\d+\/photos?$/.test(path);

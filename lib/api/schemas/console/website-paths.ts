/** Where the website's logo and icon are uploaded (the only website settings calls with a file). */
export const WEBSITE_PICTURE_PATHS = { logo: "/api/console/website/logo", favicon: "/api/console/website/icon" } as const;

/** Where the promo popup's picture is uploaded. */
export const WEBSITE_POPUP_IMAGE_PATH = "/api/console/website/popup/image";

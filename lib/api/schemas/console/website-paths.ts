/** Where the website's logo and icon are uploaded (the only website settings calls with a file). */
export const WEBSITE_PICTURE_PATHS = { logo: "/api/console/website/logo", favicon: "/api/console/website/icon" } as const;

// Plain JavaScript so the storefront's Node server (scripts/) and the app build the same addresses.
// Two places spell it out because Next reads them without running any code: the folder app/s, and
// the matcher in proxy.ts that leaves the mount to its routes.

/** Where the storefront serves what the store itself answers: the commerce API, pictures, fonts, revalidation. */
export const MOUNT_PATH = "/s";
/** The commerce API through the storefront: the API's own /api/* paths, under the mount. */
export const API_MOUNT_PATH = `${MOUNT_PATH}/api`;
/** Product pictures, logos and og:images, when no CDN serves them. */
export const MEDIA_MOUNT_PATH = `${MOUNT_PATH}/media`;

/** Whether a path (no query) is `prefix` itself or below it: /s/api/cart is under /s/api, /s/apiary is not. */
export function isUnder(path, prefix) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

import { isUnder, MOUNT_PATH } from "@/lib/api/protocol";

/** /s/api/init → /api/init; other paths are left alone. The body streams through untouched. */
export function stripBasePath(request: Request): Request {
  const url = new URL(request.url);
  if (!isUnder(url.pathname, MOUNT_PATH)) return request;
  url.pathname = url.pathname.slice(MOUNT_PATH.length) || "/";
  return new Request(url, request);
}

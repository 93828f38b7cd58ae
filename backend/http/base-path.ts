import { API_BASE_PATH } from "@/lib/api/protocol";

/** /s/api/init → /api/init; other paths are left alone. The body streams through untouched. */
export function stripBasePath(request: Request): Request {
  const url = new URL(request.url);
  if (url.pathname !== API_BASE_PATH && !url.pathname.startsWith(`${API_BASE_PATH}/`)) return request;
  url.pathname = url.pathname.slice(API_BASE_PATH.length) || "/";
  return new Request(url, request);
}

import { createMiddleware } from "hono/factory";

/** An answer that sets a cookie belongs to one visitor: no shared cache may keep it, whatever the route said. */
export const privateWhenSettingCookies = createMiddleware(async (c, next) => {
  await next();
  if (c.res.headers.has("set-cookie")) c.res.headers.set("Cache-Control", "private, no-store");
});

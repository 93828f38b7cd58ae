import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import { validationHook } from "./validation";

/** Every route module registers on an app made here, so validation errors look the same everywhere. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export type StoreApp = ReturnType<typeof createRouter>;

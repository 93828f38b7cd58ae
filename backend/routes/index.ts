import type { StoreApp } from "@/backend/http/router";
import { registerCookieRoutes } from "./cookie";
import { registerInitRoutes } from "./init";
import { registerMediaRoutes } from "./media";
import { registerPageRoutes } from "./pages";
import { registerPincodeRoutes } from "./pincode";
import { registerProductRoutes } from "./products";

export function registerRoutes(app: StoreApp) {
  registerCookieRoutes(app);
  registerInitRoutes(app);
  registerProductRoutes(app);
  registerPageRoutes(app);
  registerPincodeRoutes(app);
  registerMediaRoutes(app);
}

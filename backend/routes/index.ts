import type { StoreApp } from "@/backend/http/router";
import { registerAccountRoutes } from "./account";
import { registerAgentRoutes } from "./agent";
import { registerAuthRoutes } from "./auth";
import { registerCartRoutes } from "./cart";
import { registerCheckoutRoutes } from "./checkout";
import { registerCookieRoutes } from "./cookie";
import { registerInitRoutes } from "./init";
import { registerMediaRoutes } from "./media";
import { registerOperatorRoutes } from "./operator";
import { registerPageRoutes } from "./pages";
import { registerPaymentRoutes } from "./payments";
import { registerPincodeRoutes } from "./pincode";
import { registerProductRoutes } from "./products";
import { registerWebhookRoutes } from "./webhooks";
import { registerWebsiteRoutes } from "./websites";
import { registerWishlistRoutes } from "./wishlist";

export function registerRoutes(app: StoreApp) {
  registerCookieRoutes(app);
  registerInitRoutes(app);
  registerAuthRoutes(app);
  registerProductRoutes(app);
  registerPageRoutes(app);
  registerPincodeRoutes(app);
  registerCartRoutes(app);
  registerWishlistRoutes(app);
  registerAccountRoutes(app);
  registerCheckoutRoutes(app);
  registerPaymentRoutes(app);
  registerWebhookRoutes(app);
  registerAgentRoutes(app);
  registerWebsiteRoutes(app);
  registerOperatorRoutes(app);
  registerMediaRoutes(app);
}

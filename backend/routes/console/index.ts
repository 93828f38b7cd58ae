import type { StoreApp } from "@/backend/http/router";
import { consoleAccessOnly } from "@/backend/middleware/console-access";
import { registerConsoleAuditRoutes } from "./audit";
import { registerConsoleContextRoutes } from "./context";
import { registerConsoleCouponRoutes } from "./coupons";
import { registerConsoleDashboardRoutes } from "./dashboard";
import { registerConsolePackCsvRoutes } from "./packs-csv";
import { registerConsoleProductPhotoRoutes } from "./product-photos";
import { registerConsoleProductRoutes } from "./products";
import { registerConsoleCustomerRoutes } from "./customers";
import { registerConsoleOrderRoutes } from "./orders";
import { registerConsoleStaffRoutes } from "./staff";
import { registerConsoleWarehouseRoutes } from "./warehouses";
import { registerConsoleDeliveryAreaRoutes } from "./delivery-areas";
import { registerConsoleDeliverySlotRoutes } from "./delivery-slots";
import { registerConsoleTaxonomyRoutes } from "./taxonomy";
import { registerConsoleWebsiteSettingsRoutes } from "./website-settings";
import { registerConsolePageRoutes } from "./pages";
import { registerConsoleTranslationRoutes } from "./translations";

/** The administration console's API: every call is for the website's administrators (or a superadmin). */
export function registerConsoleRoutes(app: StoreApp) {
  app.use("/api/console/*", consoleAccessOnly);
  registerConsoleContextRoutes(app);
  registerConsoleDashboardRoutes(app);
  registerConsoleProductRoutes(app);
  registerConsoleProductPhotoRoutes(app);
  registerConsolePackCsvRoutes(app);
  registerConsoleTaxonomyRoutes(app);
  registerConsoleAuditRoutes(app);
  registerConsoleOrderRoutes(app);
  registerConsoleCustomerRoutes(app);
  registerConsoleCouponRoutes(app);
  registerConsoleStaffRoutes(app);
  registerConsoleWarehouseRoutes(app);
  registerConsoleDeliveryAreaRoutes(app);
  registerConsoleDeliverySlotRoutes(app);
  registerConsoleWebsiteSettingsRoutes(app);
  registerConsolePageRoutes(app);
  registerConsoleTranslationRoutes(app);
}

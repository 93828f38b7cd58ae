import { auditListSchema } from "./audit";
import { consoleContextSchema } from "./context";
import { consoleCouponListSchema, consoleCouponSavedSchema, consoleCouponSchema } from "./coupons";
import { customerDetailSchema, customerListSchema } from "./customers";
import { consoleOrderChangedSchema, consoleOrderDetailSchema, consoleOrderListSchema } from "./orders";
import { consoleDashboardSchema } from "./dashboard";
import { packImportReportSchema } from "./pack-import";
import { areasAddedSchema, warehouseDetailSchema, warehouseListSchema, warehouseSavedSchema } from "./delivery";
import { staffListSchema, staffRemovedSchema, staffSavedSchema } from "./staff";
import { catalogueOptionsSchema, consoleProductDetailSchema, consoleProductListSchema, consoleProductSavedSchema } from "./products";

/** The console's replies, by the names its API calls give them (merged into the contract's replies). */
export const consoleReplySchemas = {
  consoleAuditLog: auditListSchema,
  consoleCatalogueOptions: catalogueOptionsSchema,
  consoleContext: consoleContextSchema,
  consoleCoupon: consoleCouponSchema,
  consoleCouponList: consoleCouponListSchema,
  consoleCouponSaved: consoleCouponSavedSchema,
  consoleCustomerDetail: customerDetailSchema,
  consoleCustomerList: customerListSchema,
  consoleOrderChanged: consoleOrderChangedSchema,
  consoleOrderDetail: consoleOrderDetailSchema,
  consoleOrderList: consoleOrderListSchema,
  consoleDashboard: consoleDashboardSchema,
  consolePackImport: packImportReportSchema,
  consoleProduct: consoleProductDetailSchema,
  consoleProductList: consoleProductListSchema,
  consoleProductSaved: consoleProductSavedSchema,
  consoleStaffList: staffListSchema,
  consoleStaffRemoved: staffRemovedSchema,
  consoleStaffSaved: staffSavedSchema,
  consoleWarehouse: warehouseDetailSchema,
  consoleWarehouseList: warehouseListSchema,
  consoleWarehouseSaved: warehouseSavedSchema,
  consoleDeliveryAreasAdded: areasAddedSchema,
} as const;

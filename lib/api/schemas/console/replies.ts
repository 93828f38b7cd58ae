import { auditListSchema } from "./audit";
import { consoleContextSchema } from "./context";
import { consoleCouponListSchema, consoleCouponSavedSchema, consoleCouponSchema } from "./coupons";
import { customerDetailSchema, customerListSchema } from "./customers";
import { consoleOrderChangedSchema, consoleOrderDetailSchema, consoleOrderListSchema } from "./orders";
import { consoleDashboardSchema } from "./dashboard";
import { packImportReportSchema } from "./pack-import";
import { areasAddedSchema, warehouseDetailSchema, warehouseListSchema, warehouseSavedSchema } from "./delivery";
import { taxonomySchemas } from "./taxonomy";
import { recordTranslationsSchema, translationsSavedSchema } from "../translations";
import { consolePageDeletedSchema, consolePageListSchema, consolePageSavedSchema, pageDraftSavedSchema, pageEditorStateSchema, pageImageStoredSchema, pageVersionListSchema } from "./pages";
import { pageDataSchema } from "../page";
import { staffListSchema, staffRemovedSchema, staffSavedSchema } from "./staff";
import { websiteLookSavedSchema, websiteLookSchema } from "./website-look";
import { websitePoliciesSavedSchema, websitePoliciesSchema } from "./website-policies";
import { websiteMenuSavedSchema, websiteMenusSchema } from "./website-menus";
import { websitePopupSavedSchema, websitePopupSchema } from "./website-popup";
import { catalogueOptionsSchema, consoleProductDetailSchema, consoleProductListSchema, consoleProductSavedSchema } from "./products";

/** The console's replies, by the names its API calls give them (merged into the contract's replies). */
export const consoleReplySchemas = {
  consoleAuditLog: auditListSchema,
  consoleBrand: taxonomySchemas.brands.record,
  consoleBrandList: taxonomySchemas.brands.list,
  consoleBrandSaved: taxonomySchemas.brands.saved,
  consoleCatalogueOptions: catalogueOptionsSchema,
  consoleCategory: taxonomySchemas.categories.record,
  consoleCategoryList: taxonomySchemas.categories.list,
  consoleCategorySaved: taxonomySchemas.categories.saved,
  consoleContext: consoleContextSchema,
  consoleCoupon: consoleCouponSchema,
  consoleCouponList: consoleCouponListSchema,
  consoleCouponSaved: consoleCouponSavedSchema,
  consoleCustomerDetail: customerDetailSchema,
  consoleCustomerList: customerListSchema,
  consoleOrderChanged: consoleOrderChangedSchema,
  consolePageDeleted: consolePageDeletedSchema,
  consolePageDraftSaved: pageDraftSavedSchema,
  consolePageEditor: pageEditorStateSchema,
  consolePageImageStored: pageImageStoredSchema,
  consolePageList: consolePageListSchema,
  consolePagePreview: pageDataSchema,
  consolePageSaved: consolePageSavedSchema,
  consolePageVersions: pageVersionListSchema,
  consoleOrderDetail: consoleOrderDetailSchema,
  consoleOrderList: consoleOrderListSchema,
  consoleDashboard: consoleDashboardSchema,
  consolePackImport: packImportReportSchema,
  consoleProduct: consoleProductDetailSchema,
  consoleProductList: consoleProductListSchema,
  consoleProductSaved: consoleProductSavedSchema,
  consoleRecordTranslations: recordTranslationsSchema,
  consoleTranslationsSaved: translationsSavedSchema,
  consoleStaffList: staffListSchema,
  consoleSupplier: taxonomySchemas.suppliers.record,
  consoleSupplierList: taxonomySchemas.suppliers.list,
  consoleSupplierSaved: taxonomySchemas.suppliers.saved,
  consoleStaffRemoved: staffRemovedSchema,
  consoleStaffSaved: staffSavedSchema,
  consoleWarehouse: warehouseDetailSchema,
  consoleWarehouseList: warehouseListSchema,
  consoleWarehouseSaved: warehouseSavedSchema,
  consoleDeliveryAreasAdded: areasAddedSchema,
  consoleWebsiteLook: websiteLookSchema,
  consoleWebsiteLookSaved: websiteLookSavedSchema,
  consoleWebsitePolicies: websitePoliciesSchema,
  consoleWebsitePoliciesSaved: websitePoliciesSavedSchema,
  consoleWebsiteMenus: websiteMenusSchema,
  consoleWebsiteMenuSaved: websiteMenuSavedSchema,
  consoleWebsitePopup: websitePopupSchema,
  consoleWebsitePopupSaved: websitePopupSavedSchema,
} as const;

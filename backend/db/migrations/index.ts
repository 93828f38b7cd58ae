import { websitesMigration } from "./001-websites";
import { catalogueMigration } from "./002-catalogue";
import { deliveryCouponsMigration } from "./003-delivery-coupons";
import { usersSessionsMigration } from "./004-users-sessions";
import { productSearchMigration } from "./005-product-search";
import { cartsMigration } from "./006-carts";
import { authMigration } from "./007-auth";
import { accountsOrdersMigration } from "./008-accounts-orders";
import { paymentsMigration } from "./009-payments";
import { websiteBrandColourMigration } from "./010-website-brand-colour";
import { orderCountersMigration } from "./011-order-counters";
import { packImagesMigration } from "./012-pack-images";
import { websitePublicOriginMigration } from "./013-website-public-origin";
import { rateLimitEventsMigration } from "./014-rate-limit-events";
import { gstInvoicesMigration } from "./015-gst-invoices";
import { productUpdatedAtMigration } from "./018-product-updated-at";
import { stockMigration } from "./019-stock";
import { searchNamesMigration } from "./020-search-names";
import { packNetQuantityMigration } from "./021-pack-net-quantity";
import { couponPrivateMigration } from "./022-coupon-private";
import { packGtinMigration } from "./023-pack-gtin";
import { websiteReturnPolicyMigration } from "./024-website-return-policy";
import { auditLogMigration } from "./025-audit-log";
import { websiteStaffMigration } from "./026-website-staff";
import { consoleIndexesMigration } from "./027-console-indexes";
import { orderDeliveryPincodeMigration } from "./030-order-delivery-pincode";
import { areaCashOnDeliveryMigration } from "./031-area-cash-on-delivery";
import type { StoreMigration } from "./types";
import { deliveryAreaPlaceMigration } from "./035-delivery-area-place";
import { consoleListIndexesMigration } from "./040-console-list-indexes";
import { auditOperatorTokenMigration } from "./041-audit-operator-token";
import { pageDraftsVersionsMigration } from "./050-page-drafts-versions";
import { websiteLanguagesMigration } from "./060-website-languages";
import { catalogueTranslationsMigration } from "./061-catalogue-translations";
import { stockAlertLanguageMigration } from "./065-stock-alert-language";
import { popupScheduleMigration } from "./070-popup-schedule";
import { pageRedirectsMigration } from "./071-page-redirects";
import { menuItemTranslationsMigration } from "./080-menu-item-translations";
import { pageBlockTranslationsMigration } from "./085-page-block-translations";

/** In order; names sort the same way Kysely's Migrator sorts them. */
export const migrations: StoreMigration[] = [
  websitesMigration,
  catalogueMigration,
  deliveryCouponsMigration,
  usersSessionsMigration,
  productSearchMigration,
  cartsMigration,
  authMigration,
  accountsOrdersMigration,
  paymentsMigration,
  websiteBrandColourMigration,
  orderCountersMigration,
  packImagesMigration,
  websitePublicOriginMigration,
  rateLimitEventsMigration,
  gstInvoicesMigration,
  productUpdatedAtMigration,
  stockMigration,
  searchNamesMigration,
  packNetQuantityMigration,
  couponPrivateMigration,
  packGtinMigration,
  websiteReturnPolicyMigration,
  auditLogMigration,
  websiteStaffMigration,
  consoleIndexesMigration,
  orderDeliveryPincodeMigration,
  areaCashOnDeliveryMigration,
  deliveryAreaPlaceMigration,
  consoleListIndexesMigration,
  auditOperatorTokenMigration,
  pageDraftsVersionsMigration,
  websiteLanguagesMigration,
  catalogueTranslationsMigration,
  stockAlertLanguageMigration,
  popupScheduleMigration,
  pageRedirectsMigration,
  menuItemTranslationsMigration,
  pageBlockTranslationsMigration,
];

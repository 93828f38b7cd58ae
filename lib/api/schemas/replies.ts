import type { z } from "zod";
import { addressListSchema, addressSavedSchema, messageSchema, profileSavedSchema, profileSchema } from "./account";
import { agentDashboardSchema } from "./agent";
import { currentUserSchema, loggedOutSchema, otpSentSchema, signedInSchema } from "./auth";
import { buyAgainSchema, orderAgainResultSchema } from "./buy-again";
import { availableCouponsSchema, cartSchema, deliveryEstimateSchema, pincodeCheckSchema } from "./cart";
import { productListSchema, productSchema } from "./catalogue";
import { cashfreeStartSchema, paymentConfirmationSchema, placedOrderSchema, razorpayStartSchema } from "./checkout";
import { consoleReplySchemas } from "./console/replies";
import { initResponseSchema, siteResponseSchema, visitorResponseSchema } from "./init";
import { orderDetailSchema, orderListSchema } from "./orders";
import { pageDataSchema, pageMovedSchema } from "./page";
import { suggestionsSchema } from "./search";
import { sitemapDataSchema } from "./sitemap";
import { stockAlertListSchema } from "./stock";
import { managedWebsiteListSchema, websiteSavedSchema } from "./website-admin";
import { wishlistCategoryCreatedSchema, wishlistListSchema, wishlistProductsSchema, wishlistUpdateResultSchema } from "./wishlist";

/** Every reply of the contract the storefront reads, by the name its API calls give it. */
export const replySchemas = {
  addressList: addressListSchema,
  addressSaved: addressSavedSchema,
  agentDashboard: agentDashboardSchema,
  availableCoupons: availableCouponsSchema,
  buyAgain: buyAgainSchema,
  cart: cartSchema,
  cashfreeStart: cashfreeStartSchema,
  currentUser: currentUserSchema,
  deliveryEstimate: deliveryEstimateSchema,
  init: initResponseSchema,
  loggedOut: loggedOutSchema,
  managedWebsiteList: managedWebsiteListSchema,
  message: messageSchema,
  orderAgainResult: orderAgainResultSchema,
  orderDetail: orderDetailSchema,
  orderList: orderListSchema,
  otpSent: otpSentSchema,
  pageData: pageDataSchema,
  pageMoved: pageMovedSchema,
  paymentConfirmation: paymentConfirmationSchema,
  pincodeCheck: pincodeCheckSchema,
  placedOrder: placedOrderSchema,
  product: productSchema,
  productList: productListSchema,
  profile: profileSchema,
  profileSaved: profileSavedSchema,
  razorpayStart: razorpayStartSchema,
  signedIn: signedInSchema,
  site: siteResponseSchema,
  sitemap: sitemapDataSchema,
  stockAlertList: stockAlertListSchema,
  suggestions: suggestionsSchema,
  visitor: visitorResponseSchema,
  websiteSaved: websiteSavedSchema,
  wishlistCategoryCreated: wishlistCategoryCreatedSchema,
  wishlistLists: wishlistListSchema,
  wishlistProducts: wishlistProductsSchema,
  wishlistUpdateResult: wishlistUpdateResultSchema,
  ...consoleReplySchemas,
} as const;

export type ReplyName = keyof typeof replySchemas;
export type Reply<N extends ReplyName> = z.output<(typeof replySchemas)[N]>;

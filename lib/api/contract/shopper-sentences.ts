import { formatPaise } from "@/lib/format";
import { GATEWAY_NAMES, ORDER_STATUS_LABELS, type OrderStatus, type PaymentGateway } from "./orders";
import { shortOfStockMessage } from "./stock";
import { invalidEmailMessage, invalidFormatMessage, requiredMessage } from "@/lib/validation/rules";
import { phonePattern, pincodePattern } from "@/lib/validation/patterns";

/*
 * The sentences the API says to shoppers, as plain data. The backend writes them from here and the
 * storefront recognises them from here (lib/i18n/server-sentences.ts) to say them in the page's
 * language, so the two cannot drift apart. Keep this file free of server imports: browsers load it.
 */

export const COUPON_MESSAGES = {
  unknown: "This coupon code is not valid",
  expired: "This coupon has expired",
  notStarted: "This coupon is not active yet",
  totalLimit: "This coupon has reached its usage limit",
  customerLimit: "You have already used this coupon as many times as it allows",
  emptyCart: "Add items to your cart before applying a coupon",
  belowMinimum: (code: string, short: number) => `Add ${formatPaise(short)} more to use ${code}`,
} as const;

/** What a cart line says when it cannot be ordered, one wording per cause. */
export const LINE_MESSAGES = {
  noLongerSold: "No longer sold",
  notDeliverable: (pincode: string) => `Not deliverable to ${pincode}`,
  shortOfStock: shortOfStockMessage,
} as const;

/** What the cart as a whole says: a coupon it dropped, lines it cannot order, how far free delivery is. */
export const CART_VIEW_MESSAGES = {
  couponRemoved: (code: string, reason: string) => `Coupon ${code} was removed: ${reason}`,
  undeliverable: "Some items cannot be delivered; remove them to check out",
  shortOfStock: "Some items are out of stock or fewer are left; change them to check out",
  addForFreeDelivery: (amount: string) => `Add ${amount} more for free delivery`,
  freeDelivery: "Free delivery",
} as const;

export const CART_MESSAGES = {
  packUnavailable: "This item is not available",
  wrongWarehouse: "This item is not sold from that warehouse",
} as const;

export const CASH_ON_DELIVERY_MESSAGES = {
  off: (area: string) => `Cash on delivery is not available from ${area} to this pincode; please pay online`,
  overLimit: (limitPaise: number) => `Cash on delivery is available for orders up to ${formatPaise(limitPaise)}; please pay online`,
} as const;

export const PLACE_MESSAGES = {
  emptyCart: "Your cart is empty",
  paymentMethod: "Please choose a payment method",
  slot: (group: string) => `Please choose a delivery slot for ${group}`,
  couponDropped: (code: string, dropped: string) => dropped || `Coupon ${code} can no longer be used`,
  pricesChanged: (totalPaise: number) => `Prices have changed. Please review your order: the total is now ${formatPaise(totalPaise)}.`,
} as const;

export const PAYMENT_MESSAGES = {
  otherGateway: (gateway: PaymentGateway) => `This order is not paid with ${GATEWAY_NAMES[gateway]}`,
  alreadyPaid: "This order is already paid",
  notPayable: "This order can no longer be paid",
  gatewayOff: (gateway: PaymentGateway) => `Paying with ${GATEWAY_NAMES[gateway]} is not available right now. Please try again later.`,
  gatewayDown: "The payment service did not answer. Please try again.",
  notVerified: "Payment could not be verified. Your order is still open: please try paying again.",
} as const;

export const CANCEL_MESSAGES = {
  cancelled: "Your order has been cancelled.",
  refunding: "Your order has been cancelled. Your refund has been initiated.",
  tooLate: (order: { order_number: string; status: OrderStatus }) =>
    `Order ${order.order_number} is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} and can no longer be cancelled.`,
} as const;

export const ADDRESS_MESSAGES = {
  notFound: "Address not found",
  created: "Address added",
  updated: "Address updated",
  deleted: "Address deleted",
  defaulted: "Default address changed",
} as const;

export const WISHLIST_MESSAGES = {
  signIn: "Please log in to use your wishlist",
  duplicate: (name: string) => `You already have a wishlist named ${name}`,
  created: "Wishlist added successfully",
  added: "Added to your wishlist",
  removed: "Removed from your wishlist",
  unknownList: "This wishlist does not exist",
  unknownProduct: "Product not found",
} as const;

export const STOCK_ALERT_MESSAGES = {
  noSuchPack: "This item is not available",
  inStock: "This item is in stock: add it to your cart",
  requested: "We will send you a message when it is back in stock",
} as const;

export const OTP_MESSAGES = {
  expired: "This code has expired. Please request a new one.",
  used: "This code has already been used. Please request a new one.",
  none: "No code was requested for this number. Please request one.",
  tooManyTries: "Too many wrong tries. This code has expired. Please request a new one.",
  wrong: (left: number) => `That code is not correct. You have ${left} ${left === 1 ? "try" : "tries"} left.`,
} as const;

export const ACCOUNT_MESSAGES = {
  unknownPhone: "No account found for this number. Please register.",
  phoneTaken: "An account with this number already exists. Please log in.",
} as const;

/** A form field's rules, said the same by the storefront's fields and by the API's checks of a body. */
const FIELD_MESSAGES = {
  required: requiredMessage,
  invalidEmail: invalidEmailMessage,
  invalidFormat: invalidFormatMessage,
  mobile: phonePattern.message,
  pincode: pincodePattern.message,
} as const;

/** Every table a shopper can read, by the name its keys take under the ServerMessages namespace. */
export const SHOPPER_SENTENCES = {
  coupon: COUPON_MESSAGES,
  line: LINE_MESSAGES,
  cartView: CART_VIEW_MESSAGES,
  cart: CART_MESSAGES,
  cashOnDelivery: CASH_ON_DELIVERY_MESSAGES,
  place: PLACE_MESSAGES,
  payment: PAYMENT_MESSAGES,
  cancel: CANCEL_MESSAGES,
  address: ADDRESS_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  stockAlert: STOCK_ALERT_MESSAGES,
  otp: OTP_MESSAGES,
  account: ACCOUNT_MESSAGES,
  field: FIELD_MESSAGES,
} as const;

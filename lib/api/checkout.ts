import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import {
  type PlaceOrderBody,
  type RazorpayVerifyBody,
} from "./schemas/checkout";

export const placeOrder = (api: ApiFetch, body: PlaceOrderBody) =>
  requestJson(api, "/api/checkout/place", "placedOrder", jsonRequestInit(body));

export const startRazorpayPayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/razorpay/${orderId}`, "razorpayStart", jsonRequestInit({}));

export const verifyRazorpayPayment = (api: ApiFetch, orderId: number, body: RazorpayVerifyBody) =>
  requestJson(api, `/api/payments/razorpay/${orderId}/verify`, "paymentConfirmation", jsonRequestInit(body));

export const startCashfreePayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/cashfree/${orderId}`, "cashfreeStart", jsonRequestInit({}));

export const confirmPayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/${orderId}/confirm`, "paymentConfirmation", jsonRequestInit({}));

export const fetchOrderByNumber = (api: ApiFetch, orderNumber: string) =>
  requestJson(api, `/api/account/orders/number/${encodeURIComponent(orderNumber)}`, "orderDetail");

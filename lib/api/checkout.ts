import { jsonRequestInit, requestJson, type ApiFetch } from "./client";
import {
  cashfreeStartSchema,
  paymentConfirmationSchema,
  placedOrderSchema,
  razorpayStartSchema,
  type PlaceOrderBody,
  type RazorpayVerifyBody,
} from "./schemas/checkout";
import { orderDetailSchema } from "./schemas/orders";

export const placeOrder = (api: ApiFetch, body: PlaceOrderBody) =>
  requestJson(api, "/api/checkout/place", placedOrderSchema, jsonRequestInit(body));

export const startRazorpayPayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/razorpay/${orderId}`, razorpayStartSchema, jsonRequestInit({}));

export const verifyRazorpayPayment = (api: ApiFetch, orderId: number, body: RazorpayVerifyBody) =>
  requestJson(api, `/api/payments/razorpay/${orderId}/verify`, paymentConfirmationSchema, jsonRequestInit(body));

export const startCashfreePayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/cashfree/${orderId}`, cashfreeStartSchema, jsonRequestInit({}));

export const confirmPayment = (api: ApiFetch, orderId: number) =>
  requestJson(api, `/api/payments/${orderId}/confirm`, paymentConfirmationSchema, jsonRequestInit({}));

export const fetchOrderByNumber = (api: ApiFetch, orderNumber: string) =>
  requestJson(api, `/api/account/orders/number/${encodeURIComponent(orderNumber)}`, orderDetailSchema);

import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "../client";
import type { CouponBody } from "../schemas/console/coupons";

export const fetchConsoleCoupons = (api: ApiFetch, query: Record<string, string>) => requestJson(api, `/api/console/coupons${queryString(query)}`, "consoleCouponList");

export const fetchConsoleCoupon = (api: ApiFetch, id: number) => requestJson(api, `/api/console/coupons/${id}`, "consoleCoupon");

export const createConsoleCoupon = (api: ApiFetch, body: CouponBody) => requestJson(api, "/api/console/coupons", "consoleCouponSaved", jsonRequestInit(body));

export const updateConsoleCoupon = (api: ApiFetch, id: number, body: CouponBody) =>
  requestJson(api, `/api/console/coupons/${id}`, "consoleCouponSaved", jsonRequestInit(body, "PUT"));

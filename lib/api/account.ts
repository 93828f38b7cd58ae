import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "./client";
import {
  type Address,
  type AddressBody,
  type ProfileBody,
} from "./schemas/account";
import type { CancelOrderBody } from "./schemas/orders";

export const fetchProfile = (api: ApiFetch) => requestJson(api, "/api/account/profile", "profile");

export const saveProfile = (api: ApiFetch, body: ProfileBody) =>
  requestJson(api, "/api/account/profile", "profileSaved", jsonRequestInit(body, "PUT"));

export const fetchAddresses = async (api: ApiFetch): Promise<Address[]> =>
  (await requestJson(api, "/api/account/addresses", "addressList")).data;

export const createAddress = (api: ApiFetch, body: AddressBody) =>
  requestJson(api, "/api/account/addresses", "addressSaved", jsonRequestInit(body));

export const updateAddress = (api: ApiFetch, id: number, body: AddressBody) =>
  requestJson(api, `/api/account/addresses/${id}`, "addressSaved", jsonRequestInit(body, "PUT"));

export const deleteAddress = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/account/addresses/${id}`, "message", { method: "DELETE" });

export const makeDefaultAddress = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/account/addresses/${id}/default`, "addressSaved", { method: "POST" });

export const fetchOrders = (api: ApiFetch, page = 1, perPage?: number) =>
  requestJson(api, `/api/account/orders${queryString({ page: page > 1 ? page : undefined, perPage })}`, "orderList");

export const fetchOrder = (api: ApiFetch, id: number) => requestJson(api, `/api/account/orders/${id}`, "orderDetail");

export const cancelOrder = (api: ApiFetch, id: number, body: CancelOrderBody) =>
  requestJson(api, `/api/account/orders/${id}/cancel`, "message", jsonRequestInit(body));

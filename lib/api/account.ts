import { jsonRequestInit, queryString, requestJson, type ApiFetch } from "./client";
import {
  addressListSchema,
  addressSavedSchema,
  messageSchema,
  profileSavedSchema,
  profileSchema,
  type Address,
  type AddressBody,
  type ProfileBody,
} from "./schemas/account";
import { orderDetailSchema, orderListSchema, type CancelOrderBody } from "./schemas/orders";

export const fetchProfile = (api: ApiFetch) => requestJson(api, "/api/account/profile", profileSchema);

export const saveProfile = (api: ApiFetch, body: ProfileBody) =>
  requestJson(api, "/api/account/profile", profileSavedSchema, jsonRequestInit(body, "PUT"));

export const fetchAddresses = async (api: ApiFetch): Promise<Address[]> =>
  (await requestJson(api, "/api/account/addresses", addressListSchema)).data;

export const createAddress = (api: ApiFetch, body: AddressBody) =>
  requestJson(api, "/api/account/addresses", addressSavedSchema, jsonRequestInit(body));

export const updateAddress = (api: ApiFetch, id: number, body: AddressBody) =>
  requestJson(api, `/api/account/addresses/${id}`, addressSavedSchema, jsonRequestInit(body, "PUT"));

export const deleteAddress = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/account/addresses/${id}`, messageSchema, { method: "DELETE" });

export const makeDefaultAddress = (api: ApiFetch, id: number) =>
  requestJson(api, `/api/account/addresses/${id}/default`, addressSavedSchema, { method: "POST" });

export const fetchOrders = (api: ApiFetch, page = 1, perPage?: number) =>
  requestJson(api, `/api/account/orders${queryString({ page: page > 1 ? page : undefined, perPage })}`, orderListSchema);

export const fetchOrder = (api: ApiFetch, id: number) => requestJson(api, `/api/account/orders/${id}`, orderDetailSchema);

export const cancelOrder = (api: ApiFetch, id: number, body: CancelOrderBody) =>
  requestJson(api, `/api/account/orders/${id}/cancel`, messageSchema, jsonRequestInit(body));

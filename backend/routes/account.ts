import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { signedInOnly } from "@/backend/middleware/require-role";
import { formMessagesHook } from "@/backend/http/validation";
import {
  addressBodyWireSchema,
  cancelOrderBodyWireSchema,
  addressListWireSchema,
  addressSavedWireSchema,
  idParamSchema,
  messageWireSchema,
  orderDetailWireSchema,
  orderListQueryWireSchema,
  orderListWireSchema,
  profileBodyWireSchema,
  profileSavedWireSchema,
  profileWireSchema,
} from "@/backend/schemas/account";
import { orderNumberParamSchema } from "@/backend/schemas/checkout";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "@/backend/schemas/common";
import {
  ADDRESS_MESSAGES,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type DeletedAddressResult,
  type SavedAddressResult,
} from "@/backend/services/account/addresses";
import { getOrder, getOrderByNumber, listOrders, ORDER_NOT_FOUND, type OrderDetailResult } from "@/backend/services/account/orders";
import { CANCEL_MESSAGES, cancelOrder, type CancelOrderResult } from "@/backend/services/orders/cancel-order";
import { requireOwner, requireUser } from "@/backend/http/signed-in";
import type { AppEnv } from "@/backend/http/env";
import type { Context } from "hono";
import { adoptDefaultPincode } from "@/backend/services/account/default-pincode";
import {
  GSTIN_NOT_TAKEN,
  gstinAllowedOn,
  PROFILE_SAVED,
  profileOf,
  updateProfile,
  type UpdateProfileResult,
} from "@/backend/services/account/profile";

const signedIn = { 401: errorResponse("Not signed in") };
const missing = (what: string) => ({ 404: errorResponse(`No such ${what} of the signed-in customer`) });
const tags = ["Account"];

const profileRoute = createRoute({
  method: "get",
  path: "/api/account/profile",
  tags,
  summary: "The signed-in customer's details",
  responses: { 200: jsonResponse(profileWireSchema, "Name, email and phone"), ...signedIn, ...errorResponses },
});

const profileUpdateRoute = createRoute({
  method: "put",
  path: "/api/account/profile",
  tags,
  summary: "Change name and email (the phone is the sign-in identity and cannot change here)",
  request: jsonBody(profileBodyWireSchema),
  responses: { 200: jsonResponse(profileSavedWireSchema, "The saved details"), ...signedIn, ...errorResponses },
});

const addressesRoute = createRoute({
  method: "get",
  path: "/api/account/addresses",
  tags,
  summary: "The customer's addresses on this website, default first",
  responses: { 200: jsonResponse(addressListWireSchema, "The addresses"), ...signedIn, ...errorResponses },
});

const addressCreateRoute = createRoute({
  method: "post",
  path: "/api/account/addresses",
  tags,
  summary: "Add an address (the first one becomes the default)",
  request: jsonBody(addressBodyWireSchema),
  responses: { 200: jsonResponse(addressSavedWireSchema, "The new address"), ...signedIn, ...errorResponses },
});

const addressUpdateRoute = createRoute({
  method: "put",
  path: "/api/account/addresses/{id}",
  tags,
  summary: "Change an address",
  request: { params: idParamSchema, ...jsonBody(addressBodyWireSchema) },
  responses: { 200: jsonResponse(addressSavedWireSchema, "The saved address"), ...signedIn, ...missing("address"), ...errorResponses },
});

const addressDeleteRoute = createRoute({
  method: "delete",
  path: "/api/account/addresses/{id}",
  tags,
  summary: "Delete an address (deleting the default makes the newest remaining one the default)",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(messageWireSchema, "Deleted"), ...signedIn, ...missing("address"), ...errorResponses },
});

const addressDefaultRoute = createRoute({
  method: "post",
  path: "/api/account/addresses/{id}/default",
  tags,
  summary: "Make an address the default",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(addressSavedWireSchema, "The new default"), ...signedIn, ...missing("address"), ...errorResponses },
});

const ordersRoute = createRoute({
  method: "get",
  path: "/api/account/orders",
  tags,
  summary: "The customer's orders on this website, newest first",
  request: { query: orderListQueryWireSchema },
  responses: { 200: jsonResponse(orderListWireSchema, "One page of orders and the total"), ...signedIn, ...errorResponses },
});

const orderRoute = createRoute({
  method: "get",
  path: "/api/account/orders/{id}",
  tags,
  summary: "One order: items, amounts, delivery slot, payment and status timeline",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(orderDetailWireSchema, "The order"), ...signedIn, ...missing("order"), ...errorResponses },
});

const orderByNumberRoute = createRoute({
  method: "get",
  path: "/api/account/orders/number/{order_number}",
  tags,
  summary: "One order by its number (the order success page)",
  request: { params: orderNumberParamSchema },
  responses: { 200: jsonResponse(orderDetailWireSchema, "The order"), ...signedIn, ...missing("order"), ...errorResponses },
});

const orderCancelRoute = createRoute({
  method: "post",
  path: "/api/account/orders/{id}/cancel",
  tags,
  summary: "Cancel an order that is not packed yet, with a reason",
  description:
    "Gives back the coupon use, issues a credit note for an invoiced order, and for an order paid online starts a full refund through the gateway (payment status refund_initiated, then refunded when the gateway's refund webhook arrives).",
  request: { params: idParamSchema, ...jsonBody(cancelOrderBodyWireSchema) },
  responses: {
    200: jsonResponse(messageWireSchema, "Cancelled"),
    ...signedIn,
    ...missing("order"),
    409: errorResponse("Packed, on its way, delivered or already cancelled"),
    ...errorResponses,
  },
});

const refusals = {
  gstinNotTaken: { status: 400, message: GSTIN_NOT_TAKEN },
  unknownAddress: { status: 404, message: ADDRESS_MESSAGES.notFound },
  unknownOrder: { status: 404, message: ORDER_NOT_FOUND },
} as const satisfies RefusalTable<RefusalOf<SavedAddressResult | DeletedAddressResult | OrderDetailResult | UpdateProfileResult>>;

const cancelRefusals: RefusalTable<Extract<CancelOrderResult, { ok: false }>> = {
  unknownOrder: { status: 404, message: ORDER_NOT_FOUND },
  tooLate: { status: 409, message: (refusal) => CANCEL_MESSAGES.tooLate(refusal.order) },
};

/** The default address may have changed: a session with no pincode chosen takes the new default's. */
async function pincodeFromDefaultAddress(c: Context<AppEnv>) {
  const session = c.get("session");
  if (session) c.set("pincode", await adoptDefaultPincode(c.get("db"), session, requireOwner(c)));
}

export function registerAccountRoutes(app: StoreApp) {
  app.use("/api/account/*", signedInOnly);

  app.openapi(profileRoute, async (c) => c.json(profileOf(requireUser(c), await gstinAllowedOn(c.get("db"), requireOwner(c).websiteId)), 200));

  app.openapi(
    profileUpdateRoute,
    async (c) => {
      const updated = await updateProfile(c.get("db"), { id: requireUser(c).id, websiteId: requireOwner(c).websiteId }, c.req.valid("json"));
      if (!updated.ok) refuse(refusals, updated);
      await pincodeFromDefaultAddress(c);
      return c.json({ ...updated.profile, message: PROFILE_SAVED }, 200);
    },
    formMessagesHook,
  );

  app.openapi(addressesRoute, async (c) => c.json({ data: await listAddresses(c.get("db"), requireOwner(c)) }, 200));

  app.openapi(
    addressCreateRoute,
    async (c) => {
      const address = await createAddress(c.get("db"), requireOwner(c), c.req.valid("json"));
      await pincodeFromDefaultAddress(c);
      return c.json({ address, message: ADDRESS_MESSAGES.created }, 200);
    },
    formMessagesHook,
  );

  app.openapi(
    addressUpdateRoute,
    async (c) => {
      const updated = await updateAddress(c.get("db"), requireOwner(c), c.req.valid("param").id, c.req.valid("json"));
      if (!updated.ok) refuse(refusals, updated);
      await pincodeFromDefaultAddress(c);
      return c.json({ address: updated.address, message: ADDRESS_MESSAGES.updated }, 200);
    },
    formMessagesHook,
  );

  app.openapi(addressDeleteRoute, async (c) => {
    const deleted = await deleteAddress(c.get("db"), requireOwner(c), c.req.valid("param").id);
    if (!deleted.ok) refuse(refusals, deleted);
    await pincodeFromDefaultAddress(c);
    return c.json({ message: ADDRESS_MESSAGES.deleted }, 200);
  });

  app.openapi(addressDefaultRoute, async (c) => {
    const defaulted = await setDefaultAddress(c.get("db"), requireOwner(c), c.req.valid("param").id);
    if (!defaulted.ok) refuse(refusals, defaulted);
    await pincodeFromDefaultAddress(c);
    return c.json({ address: defaulted.address, message: ADDRESS_MESSAGES.defaulted }, 200);
  });

  app.openapi(ordersRoute, async (c) => {
    const { page, perPage } = c.req.valid("query");
    return c.json(await listOrders(c.get("db"), requireOwner(c), page, perPage), 200);
  });

  app.openapi(orderByNumberRoute, async (c) => {
    const found = await getOrderByNumber(c.get("db"), requireOwner(c), c.req.valid("param").order_number);
    if (!found.ok) refuse(refusals, found);
    return c.json(found.order, 200);
  });

  app.openapi(
    orderCancelRoute,
    async (c) => {
      const cancelled = await cancelOrder(c.get("db"), requireOwner(c), c.req.valid("param").id, c.req.valid("json").reason);
      if (!cancelled.ok) refuse(cancelRefusals, cancelled);
      return c.json({ message: cancelled.message }, 200);
    },
    formMessagesHook,
  );

  app.openapi(orderRoute, async (c) => {
    const found = await getOrder(c.get("db"), requireOwner(c), c.req.valid("param").id);
    if (!found.ok) refuse(refusals, found);
    return c.json(found.order, 200);
  });
}

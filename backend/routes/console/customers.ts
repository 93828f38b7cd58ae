import { createRoute } from "@hono/zod-openapi";
import { refuse, type RefusalOf, type RefusalTable } from "@/backend/http/refusals";
import type { StoreApp } from "@/backend/http/router";
import { idParamSchema } from "@/backend/schemas/account";
import { errorResponse, errorResponses, jsonResponse } from "@/backend/schemas/common";
import { consoleRoleResponses, consoleAccess } from "@/backend/schemas/console/common";
import { customerDetailWireSchema, customerListWireSchema, customerQueryWireSchema } from "@/backend/schemas/console/customers";
import { customerDetail, type CustomerDetailResult } from "@/backend/services/console/customers/detail";
import { listCustomers } from "@/backend/services/console/customers/list";
import { CUSTOMER_NOT_FOUND } from "@/lib/api/schemas/console/customers";

const listRoute = createRoute({
  method: "get",
  path: "/api/console/customers",
  ...consoleAccess,
  summary: "The website's customers (an order or an address here), searched by name or phone, sorted and paged",
  request: { query: customerQueryWireSchema },
  responses: { 200: jsonResponse(customerListWireSchema, "A page of customers"), ...errorResponses, ...consoleRoleResponses },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/console/customers/{id}",
  ...consoleAccess,
  summary: "One customer, read-only: their addresses on this website and their latest orders",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(customerDetailWireSchema, "The customer"), ...errorResponses, ...consoleRoleResponses, 404: errorResponse("No such customer on this website") },
});

const refusals: RefusalTable<RefusalOf<CustomerDetailResult>> = { unknownCustomer: { status: 404, message: CUSTOMER_NOT_FOUND } };

export function registerConsoleCustomerRoutes(app: StoreApp) {
  app.openapi(listRoute, async (c) => c.json(await listCustomers(c.get("db"), c.get("website").id, c.req.valid("query")), 200));

  app.openapi(detailRoute, async (c) => {
    const found = await customerDetail(c.get("db"), c.get("website").id, c.req.valid("param").id);
    if (!found.ok) refuse(refusals, found);
    return c.json(found.detail, 200);
  });
}

import { queryString, requestJson, type ApiFetch } from "../client";

export const fetchConsoleCustomers = (api: ApiFetch, query: Record<string, string>) => requestJson(api, `/api/console/customers${queryString(query)}`, "consoleCustomerList");

export const fetchConsoleCustomer = (api: ApiFetch, id: number) => requestJson(api, `/api/console/customers/${id}`, "consoleCustomerDetail");

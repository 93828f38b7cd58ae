import { auditListSchema } from "./audit";
import { consoleContextSchema } from "./context";
import { customerDetailSchema, customerListSchema } from "./customers";
import { consoleOrderChangedSchema, consoleOrderDetailSchema, consoleOrderListSchema } from "./orders";

/** The console's replies, by the names its API calls give them (merged into the contract's replies). */
export const consoleReplySchemas = {
  consoleAuditLog: auditListSchema,
  consoleContext: consoleContextSchema,
  consoleCustomerDetail: customerDetailSchema,
  consoleCustomerList: customerListSchema,
  consoleOrderChanged: consoleOrderChangedSchema,
  consoleOrderDetail: consoleOrderDetailSchema,
  consoleOrderList: consoleOrderListSchema,
} as const;

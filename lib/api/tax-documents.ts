import { MOUNT_PATH } from "./protocol";

export type TaxDocumentKind = "invoice" | "credit_note";

export const DOCUMENT_TITLES: Record<TaxDocumentKind, string> = { invoice: "Tax Invoice", credit_note: "Credit Note" };

const FILE: Record<TaxDocumentKind, string> = { invoice: "invoice.pdf", credit_note: "credit-note.pdf" };

/** Whose calls: the customer's own orders, or the console's orders of the website. */
type DocumentArea = "account" | "console";

/** The API path of an order's document, e.g. /api/account/orders/12/invoice.pdf */
export const taxDocumentPath = (kind: TaxDocumentKind, orderId: number | string, area: DocumentArea = "account") => `/api/${area}/orders/${orderId}/${FILE[kind]}`;

/** Where the browser downloads it from (same origin, with the session cookie). */
export const taxDocumentHref = (kind: TaxDocumentKind, orderId: number, area: DocumentArea = "account") => `${MOUNT_PATH}${taxDocumentPath(kind, orderId, area)}`;

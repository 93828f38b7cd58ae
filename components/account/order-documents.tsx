import type { OrderDetail } from "@/lib/api/schemas/orders";
import { OrderCard } from "./order-panels";

/** Download links of the order's tax invoice and credit note; a note while the invoice is not issued yet. */
export function OrderDocuments({ order }: { order: Pick<OrderDetail, "documents" | "status"> }) {
  if (order.documents.length === 0 && order.status === "cancelled") return null;
  return (
    <OrderCard title="Tax documents">
      {order.documents.length === 0 ? (
        <p className="text-sm text-fg-muted">Your GST tax invoice will be here once the store confirms your order.</p>
      ) : (
        <ul className="grid gap-2">
          {order.documents.map((document) => (
            <li key={document.kind}>
              <a href={document.href} download className="text-sm font-semibold text-brand hover:underline">
                Download {document.title.toLowerCase()} <span className="whitespace-nowrap">{document.number}</span> (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </OrderCard>
  );
}

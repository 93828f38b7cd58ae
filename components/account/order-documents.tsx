import { getTranslations } from "next-intl/server";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { OrderCard } from "./order-panels";

/** Download links of the order's tax invoice and credit note; a note while the invoice is not issued yet. */
export async function OrderDocuments({ order }: { order: Pick<OrderDetail, "documents" | "status"> }) {
  if (order.documents.length === 0 && order.status === "cancelled") return null;
  const t = await getTranslations("Order");
  return (
    <OrderCard title={t("taxDocuments")}>
      {order.documents.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("invoiceLater")}</p>
      ) : (
        <ul className="grid gap-2">
          {order.documents.map((document) => (
            <li key={document.kind}>
              <a href={document.href} download className="text-sm font-semibold text-brand hover:underline">
                {t.rich("download", {
                  title: t(`document_${document.kind}`),
                  number: document.number,
                  nowrap: (words) => <span className="whitespace-nowrap">{words}</span>,
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </OrderCard>
  );
}

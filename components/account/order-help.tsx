import { getTranslations } from "next-intl/server";
import type { OrderDetail } from "@/lib/api/schemas/orders";
import { OrderCard } from "./order-panels";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");
/** wa.me wants the number with its country code and nothing else; Indian numbers written without one get +91. */
const whatsappNumber = (phone: string) => {
  const only = phone.replace(/\D/g, "");
  return only.length === 10 ? `91${only}` : only;
};

/** The website's support phone, email and WhatsApp, each with the order number filled in. */
export async function OrderHelp({ order }: { order: Pick<OrderDetail, "order_number" | "help"> }) {
  const { phone, email, whatsapp } = order.help;
  if (!phone && !email && !whatsapp) return null;
  const t = await getTranslations("Order");
  // The subject and message go to the store's staff, so they stay in the store's language.
  const subject = `Help with order ${order.order_number}`;
  const message = `Hello, I need help with my order ${order.order_number}.`;
  const link = "text-sm font-semibold text-brand hover:underline";
  return (
    <OrderCard title={t("needHelp")}>
      <ul className="grid gap-2">
        {phone && (
          <li>
            <a href={`tel:${digits(phone)}`} className={link}>
              {t("call", { phone })}
            </a>
          </li>
        )}
        {email && (
          <li>
            <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`} className={link}>
              {t("email", { email })}
            </a>
          </li>
        )}
        {whatsapp && (
          <li>
            <a href={`https://wa.me/${whatsappNumber(whatsapp)}?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer" className={link}>
              {t("whatsapp")}
            </a>
          </li>
        )}
      </ul>
    </OrderCard>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ComponentType } from "react";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { orderIdParam } from "@/lib/order-id";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageMessages } from "@/components/i18n/page-messages";

/** What the payment pages' islands speak: PageMessages adds it on those pages only. */
const PAYMENT_NAMESPACES = ["Payment"];

export type PaymentPageProps = { params: Promise<SiteParams & { id: string }> };

/** A payment page's title in the page's language (`key` of the Payment messages); never indexed. */
export function paymentPageMetadata(key: string) {
  return async ({ params }: PaymentPageProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: (await siteOf(params)).language, namespace: "Payment" });
    return { title: t(key), robots: { index: false } };
  };
}

/** A signed-in shopper's payment page for one order: its island, speaking the page's language. */
export async function PaymentPage({ params, island: Island }: PaymentPageProps & { island: ComponentType<{ orderId: number }> }) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const orderId = await orderIdParam(params);
  return (
    <PageMessages language={language} namespaces={PAYMENT_NAMESPACES}>
      <Island key={orderId} orderId={orderId} />
    </PageMessages>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageMessages } from "@/components/i18n/page-messages";
import { PaymentConfirm } from "@/components/checkout/payment-confirm";
import { orderIdParam } from "@/lib/order-id";
import { PAYMENT_NAMESPACES } from "@/components/checkout/payment-panel";

type Props = { params: Promise<SiteParams & { id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await siteOf(params)).language, namespace: "Payment" });
  return { title: t("confirmMetaTitle"), robots: { index: false } };
}

export default async function ConfirmPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const orderId = await orderIdParam(params);
  return (
    <PageMessages language={language} namespaces={PAYMENT_NAMESPACES}>
      <PaymentConfirm key={orderId} orderId={orderId} />
    </PageMessages>
  );
}

import { PaymentPage, paymentPageMetadata, type PaymentPageProps } from "@/components/checkout/payment-page";
import { CashfreeStart } from "@/components/checkout/cashfree-start";

export const generateMetadata = paymentPageMetadata("cashfreeTitle");

export default function CashfreePage({ params }: PaymentPageProps) {
  return <PaymentPage params={params} island={CashfreeStart} />;
}

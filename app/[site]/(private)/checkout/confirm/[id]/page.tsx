import { PaymentPage, paymentPageMetadata, type PaymentPageProps } from "@/components/checkout/payment-page";
import { PaymentConfirm } from "@/components/checkout/payment-confirm";

export const generateMetadata = paymentPageMetadata("confirmMetaTitle");

export default function ConfirmPage({ params }: PaymentPageProps) {
  return <PaymentPage params={params} island={PaymentConfirm} />;
}

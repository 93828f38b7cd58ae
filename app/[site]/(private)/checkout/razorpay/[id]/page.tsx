import { PaymentPage, paymentPageMetadata, type PaymentPageProps } from "@/components/checkout/payment-page";
import { RazorpayStart } from "@/components/checkout/razorpay-start";

export const generateMetadata = paymentPageMetadata("razorpayTitle");

export default function RazorpayPage({ params }: PaymentPageProps) {
  return <PaymentPage params={params} island={RazorpayStart} />;
}

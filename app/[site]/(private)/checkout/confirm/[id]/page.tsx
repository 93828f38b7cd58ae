import type { Metadata } from "next";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { PaymentConfirm } from "@/components/checkout/payment-confirm";
import { orderIdParam } from "@/lib/order-id";

export const metadata: Metadata = { title: "Confirming your order", robots: { index: false } };

export default async function ConfirmPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSignedIn();
  const orderId = await orderIdParam(params);
  return <PaymentConfirm key={orderId} orderId={orderId} />;
}

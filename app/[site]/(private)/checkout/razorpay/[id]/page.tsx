import type { Metadata } from "next";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { RazorpayStart } from "@/components/checkout/razorpay-start";
import { orderIdParam } from "@/lib/order-id";

export const metadata: Metadata = { title: "Pay with Razorpay", robots: { index: false } };

export default async function RazorpayPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSignedIn();
  const orderId = await orderIdParam(params);
  return <RazorpayStart key={orderId} orderId={orderId} />;
}

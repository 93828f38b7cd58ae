import type { Metadata } from "next";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { CashfreeStart } from "@/components/checkout/cashfree-start";
import { orderIdParam } from "@/lib/order-id";

export const metadata: Metadata = { title: "Pay with Cashfree", robots: { index: false } };

export default async function CashfreePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSignedIn();
  const orderId = await orderIdParam(params);
  return <CashfreeStart key={orderId} orderId={orderId} />;
}

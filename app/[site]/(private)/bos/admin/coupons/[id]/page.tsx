import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { fetchConsoleCoupon } from "@/lib/api/console/coupons";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { CouponForm } from "@/components/console/coupons/coupon-form";

export const metadata: Metadata = { title: "Edit a coupon" };

type Props = { params: Promise<{ id: string }> };

async function couponOr404(id: string) {
  if (!/^\d{1,9}$/.test(id)) notFound();
  try {
    return await fetchConsoleCoupon(serverFetch, Number(id));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export default async function EditCouponPage({ params }: Props) {
  await requireConsoleAccess();
  const coupon = await couponOr404((await params).id);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Coupon {coupon.code}</h1>
      <p className="text-sm text-fg-muted">{coupon.uses === 1 ? "Used by 1 order" : `Used by ${coupon.uses} orders`}</p>
      <CouponForm coupon={coupon} />
    </div>
  );
}

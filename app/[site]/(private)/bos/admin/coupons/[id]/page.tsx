import type { Metadata } from "next";
import { fetchConsoleCoupon } from "@/lib/api/console/coupons";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { CouponForm } from "@/components/console/coupons/coupon-form";
import { recordOrNotFound } from "@/lib/record-or-not-found";

export const metadata: Metadata = { title: "Edit a coupon" };

type Props = { params: Promise<{ id: string }> };

export default async function EditCouponPage({ params }: Props) {
  await requireConsoleAccess();
  const coupon = await recordOrNotFound((await params).id, (id) => fetchConsoleCoupon(serverFetch, id));
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Coupon {coupon.code}</h1>
      <p className="text-sm text-fg-muted">{coupon.uses === 1 ? "Used by 1 order" : `Used by ${coupon.uses} orders`}</p>
      <CouponForm coupon={coupon} />
    </div>
  );
}

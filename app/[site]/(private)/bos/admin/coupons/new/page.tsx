import type { Metadata } from "next";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { CouponForm } from "@/components/console/coupons/coupon-form";

export const metadata: Metadata = { title: "Add a coupon" };

export default async function NewCouponPage() {
  await requireConsoleAccess();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-fg">Add a coupon</h1>
      <CouponForm />
    </div>
  );
}

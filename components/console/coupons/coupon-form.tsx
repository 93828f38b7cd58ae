"use client";

import { useRouter } from "next/navigation";
import { createConsoleCoupon, updateConsoleCoupon } from "@/lib/api/console/coupons";
import { browserFetch } from "@/lib/api/browser-transport";
import { COUPON_KIND_LABELS, COUPON_KINDS, couponBodySchema, type ConsoleCoupon, type CouponBody } from "@/lib/api/schemas/console/coupons";
import { errorText } from "@/lib/errors";
import { formatDate } from "@/lib/validation/dates";
import { couponCodePattern } from "@/lib/validation/patterns";
import { useToast } from "@/lib/state/toasts";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";
import { consoleCouponPath } from "./coupon-paths";

type Values = {
  code: string;
  description: string;
  kind: string;
  value: number | null;
  min_order: number | null;
  max_discount: number | null;
  valid_from: string;
  valid_to: string;
  total_limit: number | null;
  per_customer_limit: number | null;
  private: boolean;
  active: boolean;
};

const ISO_DAY = "YYYY-MM-DD";

function bodyOf(values: Values): CouponBody {
  return {
    code: values.code,
    description: values.description.trim() || null,
    kind: values.kind as CouponBody["kind"],
    value: values.value ?? 0,
    min_order: values.min_order ?? 0,
    max_discount: values.max_discount,
    valid_from: formatDate(values.valid_from, ISO_DAY),
    valid_to: formatDate(values.valid_to, ISO_DAY),
    total_limit: values.total_limit,
    per_customer_limit: values.per_customer_limit,
    private: values.private,
    active: values.active,
  };
}

/** Adds a coupon, or edits one; the cart and checkout apply it under their usual rules. */
export function CouponForm({ coupon }: { coupon?: ConsoleCoupon }) {
  const router = useRouter();
  const toast = useToast();
  const defaults: Values = {
    code: coupon?.code ?? "",
    description: coupon?.description ?? "",
    kind: coupon?.kind ?? "percent",
    value: coupon?.value ?? null,
    min_order: coupon?.min_order ?? 0,
    max_discount: coupon?.max_discount ?? null,
    valid_from: coupon?.valid_from ?? "",
    valid_to: coupon?.valid_to ?? "",
    total_limit: coupon?.total_limit ?? null,
    per_customer_limit: coupon?.per_customer_limit ?? null,
    private: coupon?.private ?? false,
    active: coupon?.active ?? true,
  };
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label={coupon ? "Edit coupon" : "New coupon"}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const body = checkedBody(couponBodySchema, bodyOf(values));
        try {
          const saved = coupon ? await updateConsoleCoupon(browserFetch, coupon.id, body) : await createConsoleCoupon(browserFetch, body);
          toast.success(saved.message);
          if (coupon) router.refresh();
          else router.push(consoleCouponPath(saved.coupon.id));
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField type="text" name="code" label="Code" required pattern={couponCodePattern.regex} patternMessage={couponCodePattern.message} description="Shoppers type it; kept in capitals" maxLength={20} />
        <FormField type="text" name="description" label="Description" description="What the cart shows next to the code" maxLength={200} />
        <FormField type="select" name="kind" label="Kind" required options={COUPON_KINDS.map((kind) => ({ value: kind, text: COUPON_KIND_LABELS[kind] }))} />
        <FormField type="number" name="value" label="Amount off" required description="A percent (1 to 100), or rupees for a flat amount" />
        <FormField type="number" name="min_order" label="Minimum order (₹)" description="0 for any order" />
        <FormField type="number" name="max_discount" label="Largest discount (₹)" description="Empty for no cap" />
        <FormField type="datepicker" name="valid_from" label="First day" required />
        <FormField type="datepicker" name="valid_to" label="Last day" required description="Included, until midnight in India" />
        <FormField type="number" name="total_limit" label="Total uses" description="Empty for no limit" />
        <FormField type="number" name="per_customer_limit" label="Uses per customer" description="1 for once per customer; empty for no limit" />
        <FormField type="checkbox" name="private" label="Private: applies when typed, never listed to shoppers" />
        <FormField type="checkbox" name="active" label="Active" />
      </div>
      <SubmitButton pendingText="Saving…">{coupon ? "Save coupon" : "Add coupon"}</SubmitButton>
    </Form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useWatch } from "react-hook-form";
import { browserFetch } from "@/lib/api/browser-transport";
import { saveWebsitePolicies } from "@/lib/api/console/website";
import { websitePoliciesBodySchema, type WebsitePolicies, type WebsitePoliciesBody } from "@/lib/api/schemas/console/website-policies";
import { returnPolicySchema, type ReturnPolicy } from "@/lib/api/schemas/return-policy";
import { errorText } from "@/lib/errors";
import { GST_STATES } from "@/lib/gst/states";
import { useToast } from "@/lib/state/toasts";
import { pincodePattern } from "@/lib/validation/patterns";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { checkedBody } from "../checked-body";

type Values = Omit<WebsitePoliciesBody, "return_policy"> & { returns: boolean; days: number | null; method: string; fees: string };

const METHOD_LABELS: Record<ReturnPolicy["method"], string> = { by_mail: "Picked up by courier", in_store: "Brought to the store" };
const FEES_LABELS: Record<ReturnPolicy["fees"], string> = { free: "Free for the buyer", customer_pays: "The buyer pays" };

function bodyOf({ returns, days, method, fees, ...rest }: Values): WebsitePoliciesBody {
  return { ...rest, return_policy: returns ? { days: days ?? -1, method: method as ReturnPolicy["method"], fees: fees as ReturnPolicy["fees"] } : null };
}

/** The return policy's terms, shown only while the website publishes one. */
function ReturnTerms() {
  const returns = useWatch<Values, "returns">({ name: "returns" });
  if (!returns) return <p className="text-sm text-fg-muted">No return policy is published: product pages and the policy page say nothing about returns.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField type="number" name="days" label="Days to return" required description="0: returns are not accepted" />
      <FormField type="select" name="method" label="How items come back" required options={returnPolicySchema.shape.method.options.map((value) => ({ value, text: METHOD_LABELS[value] }))} />
      <FormField type="select" name="fees" label="Who pays for a return" required options={returnPolicySchema.shape.fees.options.map((value) => ({ value, text: FEES_LABELS[value] }))} />
    </div>
  );
}

/** The return policy, and the legal name, GSTIN and registered address printed on tax invoices. */
export function PoliciesForm({ policies }: { policies: WebsitePolicies }) {
  const router = useRouter();
  const toast = useToast();
  const { return_policy: policy, ...rest } = policies;
  const defaults: Values = { ...rest, returns: policy !== null, days: policy?.days ?? 7, method: policy?.method ?? "by_mail", fees: policy?.fees ?? "free" };
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label="Policies and legal details"
      className="flex flex-col gap-6"
      onSubmit={async (values) => {
        const body = checkedBody(websitePoliciesBodySchema, bodyOf(values));
        try {
          toast.success((await saveWebsitePolicies(browserFetch, body)).message);
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold text-fg">Return policy</legend>
        <FormField type="checkbox" name="returns" label="Publish a return policy" />
        <ReturnTerms />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-semibold text-fg">On tax invoices</legend>
        <FormField type="text" name="legal_name" label="Legal name" maxLength={120} description="The registered business name" />
        <FormField type="text" name="gstin" label="GSTIN" maxLength={15} description="15 characters; its first two digits are the registered address's state" />
        <FormField type="text" name="address" label="Registered address" required maxLength={200} />
        <FormField type="text" name="city" label="City" required maxLength={60} />
        <FormField type="select" name="state" label="State" required options={GST_STATES.map((state) => ({ value: state.name, text: state.name }))} />
        <FormField type="text" name="pincode" label="PIN code" required pattern={pincodePattern.regex} patternMessage={pincodePattern.message} maxLength={6} />
      </fieldset>
      <SubmitButton pendingText="Saving…">Save policies</SubmitButton>
    </Form>
  );
}

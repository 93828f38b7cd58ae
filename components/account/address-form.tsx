"use client";

import { useTranslations } from "use-intl";
import { createAddress, updateAddress } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import type { Address, AddressBody } from "@/lib/api/schemas/account";
import { errorText } from "@/lib/errors";
import { useRefreshPincodeAfterAddressChange } from "@/lib/state/visitor";
import { MOBILE_NUMBER_MAX_LENGTH, mobileNumberValidator, pincodePattern } from "@/lib/validation";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { buttonClass } from "@/components/ui/button";
import { PincodePlaceFill } from "./pincode-place-fill";

type Values = Required<AddressBody>;

const EMPTY: Values = { name: "", phone: "", pincode: "", line1: "", line2: "", landmark: "", city: "", state: "", is_default: false };

type Props = {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Called with the server's message and the saved address. */
  onSaved: (message: string, address: Address) => void;
  onCancel: () => void;
};

/** Add or edit an address; the fields use the same patterns and messages the API checks. */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const t = useTranslations("Address");
  const defaults: Values = address ? { ...address } : EMPTY;
  const refreshPincode = useRefreshPincodeAfterAddressChange();
  return (
    <Form<Values>
      defaultValues={defaults}
      aria-label={address ? t("editAddress") : t("newAddress")}
      className="grid gap-4 rounded-xl border border-line bg-surface-raised p-4 sm:grid-cols-2"
      onSubmit={async (values) => {
        try {
          const saved = address ? await updateAddress(browserFetch, address.id, values) : await createAddress(browserFetch, values);
          await refreshPincode();
          onSaved(saved.message, saved.address);
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label={t("fullName")} required autoComplete="name" maxLength={80} />
      <FormField
        type="tel"
        name="phone"
        label={t("mobile")}
        required
        validator={mobileNumberValidator(t("mobile"))}
        autoComplete="tel"
        inputMode="tel"
        maxLength={MOBILE_NUMBER_MAX_LENGTH}
      />
      <div className="sm:col-span-2">
        <FormField type="text" name="line1" label={t("line1")} required autoComplete="address-line1" maxLength={160} />
      </div>
      <FormField type="text" name="line2" label={t("area")} autoComplete="address-line2" maxLength={160} />
      <FormField type="text" name="landmark" label={t("landmark")} maxLength={120} />
      <FormField
        type="text"
        name="pincode"
        label={t("pincode")}
        required
        pattern={pincodePattern.regex}
        patternMessage={pincodePattern.message}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
      />
      <PincodePlaceFill />
      <FormField type="text" name="city" label={t("city")} required autoComplete="address-level2" maxLength={80} />
      <FormField type="text" name="state" label={t("state")} required autoComplete="address-level1" maxLength={80} />
      <div className="flex items-end">
        <FormField type="checkbox" name="is_default" label={t("makeDefault")} />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <SubmitButton pendingText={t("saving")} className={buttonClass("primary")}>
          {address ? t("save") : t("add")}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={buttonClass("outline")}>
          {t("cancel")}
        </button>
      </div>
    </Form>
  );
}

"use client";

import { useTranslations } from "use-intl";
import type { Address } from "@/lib/api/schemas/account";
import { AddressForm } from "@/components/account/address-form";
import { AddressBlock } from "@/components/account/address-block";
import { buttonClass } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import { choiceClass } from "@/components/forms/field-styles";
import { ChoiceCard } from "./checkout-section";

type Props = {
  addresses: Address[];
  selectedId: number | null;
  adding: boolean;
  disabled: boolean;
  onSelect: (id: number) => void;
  onAdding: (adding: boolean) => void;
  onAdded: (address: Address, message: string) => void;
};

/** The customer's addresses as radio cards, and the address form to add one (which is then chosen). */
export function AddressPicker({ addresses, selectedId, adding, disabled, onSelect, onAdding, onAdded }: Props) {
  const t = useTranslations("Checkout");
  const words = useTranslations("Address");
  return (
    <div className="grid gap-3">
      {addresses.length > 0 && (
        <div role="radiogroup" aria-label={t("stepAddress")} className="grid gap-3 md:grid-cols-2">
          {addresses.map((address) => (
            <ChoiceCard key={address.id}>
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={address.id === selectedId}
                disabled={disabled}
                onChange={() => onSelect(address.id)}
                aria-label={t("deliverTo", { name: address.name, line: address.line1, pincode: address.pincode })}
                className={`${choiceClass} mt-1`}
              />
              <span className="min-w-0">
                {address.is_default && (
                  <span className="mb-1 inline-block rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-contrast">{t("defaultAddress")}</span>
                )}
                <AddressBlock address={address} as="span" phoneLine={words("phone", { phone: address.phone })} />
              </span>
            </ChoiceCard>
          ))}
        </div>
      )}
      {addresses.length === 0 && !adding && <p className="text-sm text-fg-muted">{t("noAddress")}</p>}
      {adding ? (
        <AddressForm onSaved={(message, address) => onAdded(address, message)} onCancel={() => onAdding(false)} />
      ) : (
        <button type="button" onClick={() => onAdding(true)} className={buttonClass("outline", "md", "justify-self-start")}>
          <PlusIcon size={18} /> {t("addAddress")}
        </button>
      )}
    </div>
  );
}

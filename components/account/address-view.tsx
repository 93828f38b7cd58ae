// next-intl's hook, not use-intl's: this block is drawn by server pages (the order page, the
// console's) as well as inside the checkout's and address book's client islands.
import { useTranslations } from "next-intl";
import type { Address } from "@/lib/api/schemas/account";
import { addressLines } from "@/lib/api/contract/account";

type AddressViewProps = {
  address: Pick<Address, "name" | "phone" | "line1" | "line2" | "landmark" | "city" | "state" | "pincode">;
  /** "span" inside a label, where an `<address>` element is not allowed. */
  as?: "address" | "span";
};

/** An address as a postal block: name, lines, phone. */
export function AddressView({ address, as: Element = "address" }: AddressViewProps) {
  const t = useTranslations("Address");
  return (
    <Element className="block text-sm not-italic leading-6 text-fg">
      <span className="font-semibold">{address.name}</span>
      {addressLines(address).map((line) => (
        <span key={line} className="block text-fg-muted">
          {line}
        </span>
      ))}
      <span className="block text-fg-muted">{t("phone", { phone: address.phone })}</span>
    </Element>
  );
}

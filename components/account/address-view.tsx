import type { Address } from "@/lib/api/schemas/account";
import { addressLines } from "@/lib/api/contract/account";

type AddressViewProps = {
  address: Pick<Address, "name" | "phone" | "line1" | "line2" | "landmark" | "city" | "state" | "pincode">;
  /** "span" inside a label, where an `<address>` element is not allowed. */
  as?: "address" | "span";
};

/** An address as a postal block: name, lines, phone. */
export function AddressView({ address, as: Element = "address" }: AddressViewProps) {
  return (
    <Element className="block text-sm not-italic leading-6 text-fg">
      <span className="font-semibold">{address.name}</span>
      {addressLines(address).map((line) => (
        <span key={line} className="block text-fg-muted">
          {line}
        </span>
      ))}
      <span className="block text-fg-muted">Phone: {address.phone}</span>
    </Element>
  );
}

import type { Address } from "@/lib/api/schemas/account";
import { addressLines } from "@/lib/api/contract/account";

export type AddressBlockProps = {
  address: Pick<Address, "name" | "phone" | "line1" | "line2" | "landmark" | "city" | "state" | "pincode">;
  /** "span" inside a label, where an `<address>` element is not allowed. */
  as?: "address" | "span";
  /** The phone line in the page's words ("Phone: 98765 43210"). */
  phoneLine: string;
};

/** An address as a postal block: name, lines, phone (server and client components alike). */
export function AddressBlock({ address, as: Element = "address", phoneLine }: AddressBlockProps) {
  return (
    <Element className="block text-sm not-italic leading-6 text-fg">
      <span className="font-semibold">{address.name}</span>
      {addressLines(address).map((line) => (
        <span key={line} className="block text-fg-muted">
          {line}
        </span>
      ))}
      <span className="block text-fg-muted">{phoneLine}</span>
    </Element>
  );
}

import { addressLines, type Address } from "@/lib/api/schemas/account";

/** An address as a postal block: name, lines, phone. */
export function AddressView({ address }: { address: Pick<Address, "name" | "phone" | "line1" | "line2" | "landmark" | "city" | "state" | "pincode"> }) {
  return (
    <address className="text-sm not-italic leading-6 text-fg">
      <span className="font-semibold">{address.name}</span>
      {addressLines(address).map((line) => (
        <span key={line} className="block text-fg-muted">
          {line}
        </span>
      ))}
      <span className="block text-fg-muted">Phone: {address.phone}</span>
    </address>
  );
}

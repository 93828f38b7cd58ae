import type { Address } from "../schemas/account";

/** One line of an address as the customer reads it. */
export function addressLines(address: Pick<Address, "line1" | "line2" | "landmark" | "city" | "state" | "pincode">): string[] {
  return [
    address.line1,
    address.line2,
    address.landmark,
    `${address.city}, ${address.state} ${address.pincode}`,
  ].filter(Boolean);
}

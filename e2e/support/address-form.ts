import type { Locator } from "@playwright/test";

export type AddressEntry = { name: string; phone: string; line1: string; pincode: string; city: string; state: string };

/** Types an address into the address form (account or checkout) as a shopper does, field by field. */
export async function fillAddressForm(form: Locator, address: AddressEntry) {
  await form.getByRole("textbox", { name: "Full name" }).fill(address.name);
  await form.getByRole("textbox", { name: "Mobile number" }).fill(address.phone);
  await form.getByRole("textbox", { name: "House and street" }).fill(address.line1);
  await form.getByRole("textbox", { name: "PIN code" }).fill(address.pincode);
  await form.getByRole("textbox", { name: "City" }).fill(address.city);
  await form.getByRole("textbox", { name: "State" }).fill(address.state);
}

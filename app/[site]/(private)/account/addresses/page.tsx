import type { Metadata } from "next";
import { fetchAddresses } from "@/lib/api/account";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { AddressBook } from "@/components/account/address-book";

export const metadata: Metadata = { title: "My addresses", robots: { index: false } };

export default async function AddressesPage() {
  await requireSignedIn();
  const addresses = await fetchAddresses(serverFetch);
  return (
    <div>
      <h1 className="mb-5 text-2xl font-bold text-fg">My addresses</h1>
      <AddressBook addresses={addresses} />
    </div>
  );
}

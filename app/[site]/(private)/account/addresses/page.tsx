import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fetchAddresses } from "@/lib/api/account";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { AddressBook } from "@/components/account/address-book";

type Props = { params: Promise<SiteParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "addressesTitle");
}

export default async function AddressesPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [addresses, t] = await Promise.all([fetchAddresses(serverFetch), getTranslations({ locale: language, namespace: "AccountPages" })]);
  return (
    <div>
      <h1 className="mb-5 text-2xl font-bold text-fg">{t("addressesTitle")}</h1>
      <AddressBook addresses={addresses} />
    </div>
  );
}

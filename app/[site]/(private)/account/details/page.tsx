import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { fetchProfile } from "@/lib/api/account";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { accountPageMetadata } from "@/lib/seo/account-page-metadata";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { ProfileForm } from "@/components/account/profile-form";

type Props = { params: Promise<SiteParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountPageMetadata(params, "detailsTitle");
}

export default async function DetailsPage({ params }: Props) {
  const { language, prefix } = await siteOf(params);
  await requireSignedIn(prefix);
  const [profile, t] = await Promise.all([fetchProfile(serverFetch), getTranslations({ locale: language, namespace: "AccountPages" })]);
  return (
    <div>
      <h1 className="mb-5 text-2xl font-bold text-fg">{t("detailsTitle")}</h1>
      <ProfileForm profile={profile} />
    </div>
  );
}

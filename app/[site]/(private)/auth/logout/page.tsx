import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageMessages } from "@/components/i18n/page-messages";
import { AuthCard, SIGN_IN_NAMESPACES } from "@/components/auth/auth-card";
import { LogoutScreen } from "@/components/auth/logout-screen";

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await siteOf(params)).language, namespace: "SignIn" });
  return { title: t("logoutTitle"), robots: { index: false } };
}

export default async function LogoutPage({ params }: Props) {
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "SignIn" });
  return (
    <AuthCard title={t("logoutTitle")}>
      <PageMessages language={language} namespaces={SIGN_IN_NAMESPACES}>
        <LogoutScreen />
      </PageMessages>
    </AuthCard>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { LanguageLink } from "@/components/i18n/language-link";
import { PageMessages } from "@/components/i18n/page-messages";
import { AuthCard, SIGN_IN_NAMESPACES } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await siteOf(params)).language, namespace: "SignIn" });
  return { title: t("registerMetaTitle"), robots: { index: false } };
}

export default async function RegisterPage({ params }: Props) {
  await redirectSignedIn();
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "SignIn" });
  return (
    <AuthCard
      title={t("registerTitle")}
      intro={t("registerIntro")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <LanguageLink href="/auth/login" className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("loginLink")}
          </LanguageLink>
        </>
      }
    >
      <PageMessages language={language} namespaces={SIGN_IN_NAMESPACES}>
        <RegisterForm />
      </PageMessages>
    </AuthCard>
  );
}

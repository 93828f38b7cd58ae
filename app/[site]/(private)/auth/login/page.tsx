import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { LanguageLink } from "@/components/i18n/language-link";
import { PageMessages } from "@/components/i18n/page-messages";
import { AuthCard, SIGN_IN_NAMESPACES } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

type Props = { params: Promise<SiteParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await siteOf(params)).language, namespace: "SignIn" });
  return { title: t("loginTitle"), robots: { index: false } };
}

export default async function LoginPage({ params }: Props) {
  await redirectSignedIn();
  const { language } = await siteOf(params);
  const t = await getTranslations({ locale: language, namespace: "SignIn" });
  return (
    <AuthCard
      title={t("loginTitle")}
      intro={t("loginIntro")}
      footer={
        <>
          {t("newHere")}{" "}
          <LanguageLink href="/auth/register" className="font-semibold text-brand underline-offset-2 hover:underline">
            {t("createAccountLink")}
          </LanguageLink>
        </>
      }
    >
      <PageMessages language={language} namespaces={SIGN_IN_NAMESPACES}>
        <LoginForm />
      </PageMessages>
    </AuthCard>
  );
}

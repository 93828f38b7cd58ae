import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageMessages } from "@/components/i18n/page-messages";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { AccountNav } from "@/components/account/account-nav";
import { accountSections } from "@/components/account/account-sections";

/** The namespaces of the account pages' client islands: address book, profile, wishlist, order actions. */
const ACCOUNT_NAMESPACES = ["Address", "Order", "Account", "AccountPages"];

export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<SiteParams> }) {
  const { language, prefix } = await siteOf(params);
  const user = await requireSignedIn(prefix);
  const t = await getTranslations({ locale: language, namespace: "Account" });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <aside className="md:w-56 md:shrink-0">
          <p className="mb-3 hidden text-xs font-semibold uppercase tracking-wide text-fg-muted md:block">{t("myAccount")}</p>
          <AccountNav sections={accountSections(user, t)} label={t("navLabel")} />
        </aside>
        <div className="min-w-0 flex-1">
          <PageMessages language={language} namespaces={ACCOUNT_NAMESPACES}>
            {children}
          </PageMessages>
        </div>
      </div>
    </div>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClass } from "@/components/ui/button";
import { SearchBar } from "@/components/shell/header-search";

/** The 404 page's title in `language`; never indexed. */
export async function notFoundMetadata(language: string): Promise<Metadata> {
  const t = await getTranslations({ locale: language, namespace: "Errors" });
  return { title: t("notFoundMetaTitle"), robots: { index: false } };
}

/** 404 in the page's language: says so plainly and offers search, home and the catalogue. */
export async function NotFoundScreen({ language }: { language: string }) {
  const t = await getTranslations({ locale: language, namespace: "Errors" });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-brand">{t("notFoundCode")}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("notFoundTitle")}</h1>
      <p className="mt-3 text-fg-muted">{t("notFoundText")}</p>
      <div className="mt-6 w-full">
        <SearchBar />
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className={buttonClass("primary")}>
          {t("goHome")}
        </IntentLink>
        <IntentLink href="/products" className={buttonClass("outline")}>
          {t("browseProducts")}
        </IntentLink>
      </div>
    </div>
  );
}

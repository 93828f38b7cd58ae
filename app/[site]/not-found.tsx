import type { Metadata } from "next";
// next-intl's server hook: it reads the language siteOf() set for this render.
import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClass } from "@/components/ui/button";
import { SearchBar } from "@/components/shell/header-search";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** 404: says so plainly and offers search, home and the catalogue. */
export default function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-brand">{t("eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-fg-muted">{t("text")}</p>
      <div className="mt-6 w-full">
        <SearchBar />
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className={buttonClass("primary")}>
          {t("home")}
        </IntentLink>
        <IntentLink href="/products" className={buttonClass("outline")}>
          {t("products")}
        </IntentLink>
      </div>
    </div>
  );
}

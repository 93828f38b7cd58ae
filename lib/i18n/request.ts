import { getRequestConfig } from "next-intl/server";
import { FALLBACK_LANGUAGE } from "./languages";
import { loadMessages } from "./messages";

/**
 * next-intl's configuration of a render. Public pages name their language through setRequestLocale
 * (lib/site/page-site.ts), from the route segment, so no request header is read and the page stays
 * cached per address.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const language = locale ?? (await requestLocale) ?? FALLBACK_LANGUAGE;
  return { locale: language, messages: await loadMessages(language), timeZone: "Asia/Kolkata" };
});

import { isLanguageCode, languageTag } from "@/lib/i18n/languages";
import type { GlobalErrorTexts } from "./global-error";

/**
 * The failed-layout page's texts in the language of the address's prefix (/hi/…), from the server
 * (app/s/error-texts), with the `<html lang>` to match; null for an address without a prefix, a code
 * the store has no messages for, or a request that fails too. Loaded only when a page has failed, so
 * no page's JavaScript carries it.
 */
export async function textsOfTheAddress(pathname: string): Promise<{ lang: string; texts: Partial<GlobalErrorTexts> } | null> {
  const language = pathname.split("/")[1] ?? "";
  if (!isLanguageCode(language)) return null;
  try {
    const answer = await fetch(`/s/error-texts/${language}`);
    if (!answer.ok) return null;
    return { lang: languageTag(language), texts: (await answer.json()) as Partial<GlobalErrorTexts> };
  } catch {
    return null;
  }
}

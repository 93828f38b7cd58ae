import "server-only";
import { languagePrefix } from "./locale-path";
import { loadMessages } from "./messages";

/** A language the website offers, named in its own words (its messages file), with its address prefix. */
export type LanguageOption = { code: string; name: string; prefix: string };

/** An offered language with the suggestion to read the page in it, worded in that language. */
export type LanguageOffer = LanguageOption & { offer: string; action: string; dismiss: string };

/** Every offered language, the default first, with its words for the switcher and the suggestion. */
export async function languageOffers(languages: readonly string[]): Promise<LanguageOffer[]> {
  const [defaultLanguage] = languages;
  return Promise.all(
    languages.map(async (code) => {
      const { Language } = await loadMessages(code);
      return {
        code,
        name: Language?.name ?? code,
        prefix: languagePrefix(code, defaultLanguage),
        offer: Language?.offer ?? "",
        action: Language?.offerAction ?? Language?.name ?? code,
        dismiss: Language?.offerDismiss ?? "",
      };
    }),
  );
}

/** The switcher's part of an offer. */
export function languageOption({ code, name, prefix }: LanguageOffer): LanguageOption {
  return { code, name, prefix };
}

import "server-only";
import { languagePrefix } from "./locale-path";
import { loadMessages } from "./messages";

/** A language the website offers, named in its own words (its messages file), with its address prefix. */
export type LanguageOption = { code: string; name: string; prefix: string };

/** The switcher's choices: every offered language, the default first. */
export async function languageOptions(languages: readonly string[]): Promise<LanguageOption[]> {
  const [defaultLanguage] = languages;
  return Promise.all(
    languages.map(async (code) => {
      const { Language } = await loadMessages(code);
      return { code, name: Language?.name ?? code, prefix: languagePrefix(code, defaultLanguage) };
    }),
  );
}

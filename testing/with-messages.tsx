import { render, type RenderOptions } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import { FieldErrorWordsProvider } from "@/components/i18n/field-error-words-provider";
import type { Texts } from "@/lib/i18n/texts";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import kn from "@/messages/kn.json";

const MESSAGES = { en, hi, kn };

type Language = keyof typeof MESSAGES;

/** The messages and the forms' error words, as the storefront's frame (StoreShell) provides them. */
function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={language} messages={MESSAGES[language]} timeZone="Asia/Kolkata">
      <FieldErrorWordsProvider>{children}</FieldErrorWordsProvider>
    </NextIntlClientProvider>
  );
}

/** The components' English texts, as a page in English hands them to the browser. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <InLanguage language="en">{children}</InLanguage>;
}

/** render() inside an English page's messages. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { ...options, wrapper: InEnglish });
}

/** render() inside the messages of a page in `language`. */
export function renderInLanguage(language: Language, ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { ...options, wrapper: ({ children }) => <InLanguage language={language}>{children}</InLanguage> });
}

/** A namespace's texts in a language as a function, for code that is handed a translator. */
export function textsIn(language: Language, namespace: keyof typeof en): Texts {
  // Keys are strings here (ServerMessages nests its tables), so the translator is typed loosely.
  const translate = createTranslator({ locale: language, messages: MESSAGES[language] as unknown as Record<string, Record<string, string>>, namespace });
  return (key, values) => translate(key, values);
}

/** A namespace's English texts as a function, for code that is handed a translator. */
export function englishTexts(namespace: keyof typeof en): Texts {
  return textsIn("en", namespace);
}

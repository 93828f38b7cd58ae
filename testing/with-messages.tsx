import { render, type RenderOptions } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import type { Texts } from "@/lib/i18n/texts";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import kn from "@/messages/kn.json";

const MESSAGES = { en, hi, kn };

/** The components' English texts, as a page in English hands them to the browser. */
export function InEnglish({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}

/** render() inside an English page's messages. */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  return render(ui, { ...options, wrapper: InEnglish });
}

/** A namespace's texts in a language as a function, for code that is handed a translator. */
export function textsIn(language: keyof typeof MESSAGES, namespace: keyof typeof en): Texts {
  const translate = createTranslator({ locale: language, messages: MESSAGES[language] as Record<string, Record<string, string>>, namespace });
  return (key, values) => translate(key, values);
}

/** A namespace's English texts as a function, for code that is handed a translator. */
export function englishTexts(namespace: keyof typeof en): Texts {
  return textsIn("en", namespace);
}

import { render, type RenderOptions } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import type { Texts } from "@/lib/i18n/texts";
import en from "@/messages/en.json";

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

/** A namespace's English texts as a function, for code that is handed a translator. */
export function englishTexts(namespace: keyof typeof en): Texts {
  const translate = createTranslator({ locale: "en", messages: en as Record<string, Record<string, string>>, namespace });
  return (key, values) => translate(key, values);
}

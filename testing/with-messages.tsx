import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import en from "@/messages/en.json";

/** The components' English texts, as a page in English hands them to the browser. */
function InEnglish({ children }: { children: ReactNode }) {
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

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { loadMessages, pickNamespaces } from "@/lib/i18n/messages";

/**
 * The messages of a page's own client islands (server component): only the namespaces named, in the
 * page's language. It replaces the frame's messages for what it wraps, so it wraps islands that speak
 * only these namespaces (no product cards).
 */
export async function PageMessages({ language, namespaces, children }: { language: string; namespaces: readonly string[]; children: ReactNode }) {
  const messages = await loadMessages(language);
  return (
    <NextIntlClientProvider locale={language} messages={pickNamespaces(messages, namespaces)} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}

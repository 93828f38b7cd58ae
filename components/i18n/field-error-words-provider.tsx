"use client";

import type { ReactNode } from "react";
import { FieldErrorWordsContext } from "@/components/forms/field-error-words";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

/**
 * Every form of the page says its fields' and the API's errors in the page's language. On a page in
 * another language than the API's this fetches the sentence tables once the page has hydrated, so
 * they are there before a shopper can make a mistake; an English page shows the text as written and
 * never fetches them.
 */
export function FieldErrorWordsProvider({ children }: { children: ReactNode }) {
  const say = useServerSentence();
  return <FieldErrorWordsContext value={say}>{children}</FieldErrorWordsContext>;
}

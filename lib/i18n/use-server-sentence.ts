import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { API_LANGUAGE } from "./api-language";

type Sentences = typeof import("./server-sentences");
let sentences: Sentences | undefined;
let loading: Promise<Sentences> | undefined;

/**
 * The sentence tables and their patterns are fetched by pages in another language only (once loaded,
 * by FieldErrorWordsProvider in the frame, or by the first component that says a sentence): English pages (most
 * visits) never download them.
 */
export const loadServerSentences = () => (loading ??= import("./server-sentences").then((module) => (sentences = module)));

/**
 * Says the API's sentences to shoppers in the page's language: `const say = useServerSentence(); say(error.message)`.
 * On a page in another language, a sentence shown before the tables have arrived is drawn again in
 * that language once they have.
 */
export function useServerSentence(): (text: string) => string {
  const asSent = useLocale() === API_LANGUAGE;
  const t = useTranslations("ServerMessages");
  const [ready, setReady] = useState(() => sentences !== undefined);
  useEffect(() => {
    if (asSent || ready) return;
    let live = true;
    void loadServerSentences().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [asSent, ready]);
  return useCallback((text: string) => (asSent || !ready || !sentences ? text : sentences.serverSentence(text, t)), [asSent, ready, t]);
}

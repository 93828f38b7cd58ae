import { useCallback } from "react";
import { useTranslations } from "use-intl";
import { serverSentence } from "./server-sentences";

/** Says the API's sentences to shoppers in the page's language: `const say = useServerSentence(); say(error.message)`. */
export function useServerSentence(): (text: string) => string {
  const t = useTranslations("ServerMessages");
  return useCallback((text: string) => serverSentence(text, t), [t]);
}

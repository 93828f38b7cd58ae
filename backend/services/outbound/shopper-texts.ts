import { createTranslator } from "use-intl/core";
import { loadMessages } from "@/lib/i18n/message-files";

/** The texts the store sends to a shopper's phone: the `Sms` namespace of messages/{language}.json. */
type SmsTexts = {
  signInCode: { code: string };
  backInStock: { item: string; link: string };
};

/**
 * A message to the shopper in their language (the language of the page they asked from), from the
 * same messages files as the pages; a language without a file falls back to English.
 */
export async function shopperText<K extends keyof SmsTexts>(language: string, key: K, values: SmsTexts[K]): Promise<string> {
  const messages = await loadMessages(language);
  // The key and its values are typed by SmsTexts above; the translator's own typing cannot follow a generic key.
  const translate = createTranslator({ locale: language, messages, namespace: "Sms" }) as unknown as (key: K, values: SmsTexts[K]) => string;
  return translate(key, values);
}

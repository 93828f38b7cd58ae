import { FALLBACK_LANGUAGE, isLanguageCode } from "./languages";

export type Messages = Record<string, Record<string, string>>;

/**
 * A language's messages (messages/{code}.json). A website may list a language only once its file
 * exists; a missing file is the operator's mistake, so the page falls back to English rather than fail.
 * Shared by the pages (through messages.ts, server-only) and the backend's texts to shoppers, which
 * also run outside Next (the command line, the external API).
 */
export async function loadMessages(language: string): Promise<Messages> {
  const messages = await findMessages(language);
  if (messages) return messages;
  if (language === FALLBACK_LANGUAGE) throw new Error("The English messages file (messages/en.json) is missing");
  console.error(`No messages file for language "${language}"`);
  return loadMessages(FALLBACK_LANGUAGE);
}

/** A language's messages, or null when the store has no file for it (or the code is not a language code). */
export async function findMessages(language: string): Promise<Messages | null> {
  if (!isLanguageCode(language)) return null;
  try {
    return (await import(`../../messages/${language}.json`)).default as Messages;
  } catch {
    return null;
  }
}

import { FALLBACK_LANGUAGE } from "./languages";

export type Messages = Record<string, Record<string, string>>;

/**
 * A language's messages (messages/{code}.json). A website may list a language only once its file
 * exists; a missing file is the operator's mistake, so the page falls back to English rather than fail.
 * Shared by the pages (through messages.ts, server-only) and the backend's texts to shoppers, which
 * also run outside Next (the command line, the external API).
 */
export async function loadMessages(language: string): Promise<Messages> {
  try {
    return (await import(`../../messages/${language}.json`)).default as Messages;
  } catch (error) {
    if (language === FALLBACK_LANGUAGE) throw error;
    console.error(`No messages file for language "${language}"`);
    return loadMessages(FALLBACK_LANGUAGE);
  }
}

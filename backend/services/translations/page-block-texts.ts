/**
 * A page block's texts in the page's language: each field the block carries in that language
 * replaces the block's own, field by field and slide by slide; an empty or missing one leaves the
 * block's own text. A list keeps the block's own length: a translation never adds a slide.
 */
function translatedTexts(own: unknown, translated: unknown): unknown {
  if (typeof translated === "string") return translated.trim() === "" ? own : translated;
  if (Array.isArray(own) && Array.isArray(translated)) return own.map((item, index) => translatedTexts(item, translated[index]));
  if (isRecord(own) && isRecord(translated)) {
    const keys = new Set([...Object.keys(own), ...Object.keys(translated)]);
    return Object.fromEntries([...keys].flatMap((key) => {
      const value = translatedTexts(own[key], translated[key]);
      return value === undefined ? [] : [[key, value]];
    }));
  }
  return own;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The block's `name` and `data` in `language`, from its stored translations (keyed by language code). */
export function blockInLanguage(block: { name: string | null; data: unknown }, translations: unknown, language: string | undefined) {
  const texts = language && isRecord(translations) ? translations[language] : undefined;
  if (!isRecord(texts)) return block;
  return { name: translatedTexts(block.name, texts.name) as string | null, data: translatedTexts(block.data, texts.data) };
}

/** The catalogue records whose shopper-facing texts an operator may translate. */
const TRANSLATED_RECORDS = ["product", "pack", "category", "brand", "supplier"] as const;
export type TranslatedRecord = (typeof TRANSLATED_RECORDS)[number];

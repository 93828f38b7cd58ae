/** One namespace's messages as a function (what useTranslations or getTranslations returns), for plain functions that put words together. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

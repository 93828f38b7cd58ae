"use client";

import { createContext, useContext } from "react";

/**
 * Says a field's or a form's error in the page's words. The fields' own rules ("Name is required",
 * the mobile number's pattern) and the API's answers are written in English; a page in another
 * language provides the function that says them in its language (FieldErrorWordsProvider, in the
 * storefront's shell). Without one, as in the English pages and every test, the text is shown as written.
 */
export const FieldErrorWordsContext = createContext<(text: string) => string>((text) => text);

export function useFieldErrorWords(): (text: string) => string {
  return useContext(FieldErrorWordsContext);
}

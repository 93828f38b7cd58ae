"use client";

import { useEffect } from "react";
import { loadServerSentences } from "@/lib/i18n/use-server-sentence";

/**
 * On a page in another language than the API's: fetches the server's sentence tables once the page
 * has loaded, so a cart note or an error shown later is in the page's language from its first frame.
 */
export function ServerSentencesPreload() {
  useEffect(() => {
    void loadServerSentences();
  }, []);
  return null;
}

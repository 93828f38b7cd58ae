"use client";

import { VISITOR_HINT_SCRIPT } from "@/lib/visitor/hint";

/**
 * The visitor hint's head script. A client component so that the script's text, already in the
 * browser's code, is in the page once (its HTML) and not again in the RSC data. It runs from the
 * server's HTML before the first paint; React never runs it again on the client.
 */
export function VisitorHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: VISITOR_HINT_SCRIPT }} />;
}

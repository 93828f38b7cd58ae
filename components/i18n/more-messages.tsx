"use client";

import type { ReactNode } from "react";
import { IntlProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from "use-intl";

/**
 * The frame's messages plus a page's own namespaces, for what it wraps. A nested provider replaces the
 * messages it is given, so the frame's (product cards, cart lines) are kept beside the page's.
 */
export function MoreMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const frame = useMessages();
  return (
    <IntlProvider locale={useLocale()} timeZone={useTimeZone()} messages={{ ...frame, ...messages }}>
      {children}
    </IntlProvider>
  );
}

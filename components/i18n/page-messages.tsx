import type { ReactNode } from "react";
import { loadMessages, pickNamespaces } from "@/lib/i18n/messages";
import { MoreMessages } from "./more-messages";

/**
 * The namespaces a per-shopper page's client islands speak (checkout, account, order pages), in the
 * page's language, added to the frame's for what it wraps. Public pages never use it: their
 * islands speak the frame's namespaces only, so their JavaScript and HTML stay as small.
 */
export async function PageMessages({ language, namespaces, children }: { language: string; namespaces: readonly string[]; children: ReactNode }) {
  const messages = await loadMessages(language);
  return <MoreMessages messages={pickNamespaces(messages, namespaces)}>{children}</MoreMessages>;
}

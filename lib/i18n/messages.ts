import "server-only";
import type { Messages } from "./message-files";

export { loadMessages, type Messages } from "./message-files";

/** Only the namespaces the browser's components use reach the page (the rest stays on the server). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
}

import { LANGUAGE_HEADER } from "./protocol";
import type { Reply, ReplyName } from "./schemas/replies";

/** Turns a reply's JSON into the contract's type for the named reply. */
export type ReadReply = <N extends ReplyName>(reply: N, body: unknown) => Reply<N>;

type Send = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * A transport: the server one calls the backend in-process or over HTTP, the browser one goes through /s.
 * Each also decides how replies are read: the server checks them against the contract's schemas, the
 * browser trusts the typed contract (so the validation library stays out of the shopper's JavaScript).
 */
export type ApiFetch = Send & { readonly readReply: ReadReply };

export function apiTransport(send: Send, readReply: ReadReply): ApiFetch {
  return Object.assign(send, { readReply });
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `Request failed with status ${status}`,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** A response's body: parsed JSON, the plain text when it is not JSON, or null when empty. */
async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and reads the answer as the named reply of the contract; a 4xx/5xx becomes an ApiRequestError. */
export async function requestJson<N extends ReplyName>(api: ApiFetch, path: string, reply: N, init?: RequestInit): Promise<Reply<N>> {
  const response = await api(path, init);
  const body = await readResponseBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, body);
  return api.readReply(reply, body);
}

/**
 * For a server-rendered private page: the page's language, which the browser's calls carry on their
 * own, so the shopper's own answers (cart, wishlist) name the catalogue in it.
 */
export function inPageLanguage(language: string | undefined): RequestInit | undefined {
  return language ? { headers: { [LANGUAGE_HEADER]: language } } : undefined;
}

export function jsonRequestInit(value: unknown, method = "POST"): RequestInit {
  return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

import type { z } from "zod";

/** A transport: the server one calls the backend in-process or over HTTP, the browser one goes through /s. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

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
export async function readResponseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and parses the answer with the contract's schema; a 4xx/5xx becomes an ApiRequestError. */
export async function requestJson<S extends z.ZodType>(
  api: ApiFetch,
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  const response = await api(path, init);
  const body = await readResponseBody(response);
  if (!response.ok) throw new ApiRequestError(response.status, body);
  return schema.parse(body);
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

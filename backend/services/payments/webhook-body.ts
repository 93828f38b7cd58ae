import type { RawBody } from "./signatures";

/** JSON from a raw webhook body, or undefined when it is not JSON. */
export function parseJsonBody(rawBody: RawBody): unknown {
  const text = typeof rawBody === "string" ? rawBody : new TextDecoder().decode(rawBody);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

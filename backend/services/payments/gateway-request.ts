import type { z } from "zod";
import { PaymentGatewayError, type GatewayName } from "./gateway-error";

export interface GatewayTransport {
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

interface GatewayRequest<T> extends GatewayTransport {
  gateway: GatewayName;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** The gateway's own words for a refusal, read from its error body. */
  describeError: (body: unknown) => { message?: string; code?: string };
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** One JSON call to a gateway: a parsed answer, or a PaymentGatewayError that says why not. */
export async function gatewayRequest<T>(request: GatewayRequest<T>): Promise<T> {
  const { gateway, fetcher = fetch } = request;
  let response: Response;
  try {
    response = await fetcher(request.url, {
      method: request.method,
      headers: { accept: "application/json", ...request.headers, ...(request.body === undefined ? {} : { "content-type": "application/json" }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new PaymentGatewayError(gateway, `${gateway} could not be reached: ${(cause as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new PaymentGatewayError(gateway, `${gateway} answered with something other than JSON`, response.status);
  }
  if (!response.ok) {
    const { message, code } = request.describeError(body);
    throw new PaymentGatewayError(gateway, message || `${gateway} answered ${response.status}`, response.status, code ?? null);
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new PaymentGatewayError(gateway, `${gateway} answered in an unexpected shape: ${parsed.error.issues[0]?.message}`, response.status);
  }
  return parsed.data;
}

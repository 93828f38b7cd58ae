import type { IncomingMessage, ServerResponse } from "node:http";

export interface SharedResponseCache {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  record(request: IncomingMessage, response: ServerResponse): void;
  clear(): void;
}

export function createSharedResponseCache(options?: { maxBytes?: number }): SharedResponseCache;

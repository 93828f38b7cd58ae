import type { IncomingMessage, ServerResponse } from "node:http";

export interface PrivateAnswerCache {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  record(request: IncomingMessage, response: ServerResponse): void;
}

export function createPrivateAnswerCache(options?: { maxBytes?: number; env?: Record<string, string | undefined> }): PrivateAnswerCache;

import type { IncomingMessage, ServerResponse } from "node:http";

export function embeddedApi(env?: Record<string, string | undefined>, holder?: object): (request: IncomingMessage, response: ServerResponse) => boolean;

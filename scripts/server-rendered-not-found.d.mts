import type { IncomingMessage, ServerResponse } from "node:http";

export function issueNotFoundPageToken(): void;
export function renderNotFoundOnServer(request: IncomingMessage, response: ServerResponse, port: () => number, onError?: (error: unknown) => void): void;

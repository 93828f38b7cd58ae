export const MALFORMED_PATH_MESSAGE: string;
export function hasMalformedEscape(target: string): boolean;
export function escapePercents(target: string): string;
export function answerMalformedPath(
  request: import("node:http").IncomingMessage,
  response: import("node:http").ServerResponse,
  handle: (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown,
): void;

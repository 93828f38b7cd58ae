import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

export const REQUEST_ID_HEADER: string;
export const logger: Logger;
export function requestIdFrom(value: string | string[] | undefined): string;
export function maskPhoneNumbers(text: string): string;
export function logRequest(request: IncomingMessage, response: ServerResponse, log?: Pick<Logger, "info" | "warn">): string;

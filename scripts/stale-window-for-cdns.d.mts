import type { ServerResponse } from "node:http";

export function forBrowsersAndCdns(value: string): { cacheControl: string; cdnCacheControl: string | null };
export function keepStaleWindowForCdns(response: ServerResponse): void;

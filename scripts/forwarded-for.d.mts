import type { IncomingHttpHeaders } from "node:http";

export function appendSocketAddress(request: { socket?: { remoteAddress?: string }; headers: IncomingHttpHeaders }): void;

import type { ServerResponse } from "node:http";

export function whenResponseCloses(response: ServerResponse, watcher: () => void): void;

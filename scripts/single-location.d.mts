import type { ServerResponse } from "node:http";

export function keepOneLocation(response: ServerResponse): void;

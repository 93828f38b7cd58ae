import type { Server } from "node:http";

export function graceSeconds(value?: string): number;
export function drainOnSignals(server: Server, options?: { signals?: NodeJS.Signals[]; grace?: number; log?: Pick<Console, "log" | "error">; exit?: (code: number) => void }): void;

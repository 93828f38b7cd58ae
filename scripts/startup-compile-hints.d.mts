export const COMPILE_HINT: string;
export const SMALLEST_HINTED_CHUNK: number;
export function startupChunks(distDir: string): string[];
export function shiftSourceMap<T extends { mappings?: string; sections?: { offset: { line: number; column: number } }[] }>(map: T): T;
export function hintStartupChunks(distDir: string): string[];

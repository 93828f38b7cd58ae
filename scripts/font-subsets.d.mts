export const WEIGHTS: { min: number; max: number };
export const FONT_SUBSETS: { pkg: string; file: string; out: string }[];
export const SUBSETS_DIR: string;
export function charactersOf(unicodeRange: string): string;
export function unicodeRangeOf(pkg: string, file: string): string;
export function writeFontSubsets(outDir?: string): Promise<void>;

export function expireInTagManifest(tags: string[], manifest?: Map<string, { stale?: number; expired?: number }>): void;
export function expirePagesOnInvalidate(holder?: object): void;

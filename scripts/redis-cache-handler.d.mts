export const TAG_EXPIRIES_KEY: string;

export function expireTags(tags: string | string[], expireSeconds?: number): Promise<void>;

/** Next's CacheHandler interface; values are Next's cache entries, loosely typed here. */
export default class RedisCacheHandler {
  constructor(context: { serverDistDir?: string });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: any; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

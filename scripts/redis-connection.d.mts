export function redisUrl(): string;
export function closeSharedRedis(): Promise<void>;

type Listener = (tags: string[], origin: "local" | "peer") => void | Promise<void>;
type Relay = { id: string; stop(): Promise<void> };

export const CHANNEL: string;
export function tagsFromMessage(message: string, ownId: string): string[] | null;
export function connectInvalidationRelay(registry: Set<Listener>): Promise<Relay>;
export function startCrossProcessInvalidation(): Promise<Relay | null>;

export const OWNER_HEADER: string;
export const EVERY_OWNER_TAG: string;
export function ownerTag(owner: { userId: number | null; sessionId: number }): string;
export function isOwnerTag(tag: string): boolean;

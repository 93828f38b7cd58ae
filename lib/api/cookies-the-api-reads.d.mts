export const SESSION_COOKIE: string;
export const GUEST_PINCODE_COOKIE: string;
export function carriesCookieTheApiReads(cookieHeader?: string): boolean;
export function cookiesTheApiReads(cookieHeader?: string): string[];

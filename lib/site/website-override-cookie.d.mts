export const WEBSITE_OVERRIDE_COOKIE: string;
export function websiteOverridePair(cookieHeader?: string): string | undefined;

export const NOT_FOUND_PAGE_ROUTE: string;
export const NOT_FOUND_PAGE_TOKEN_HEADER: string;
export function asksForNotFoundPage(pathname: string, token: string | null | undefined): boolean;
export const NOT_FOUND_PAGE_LANGUAGE_HEADER: string;
export function notFoundPathLanguage(path: string): string | null;
export function notFoundPageLanguage(asked: string | null | undefined, languages: readonly string[]): string | null;

export const NOT_FOUND_PAGE_ROUTE: string;
export const NOT_FOUND_PAGE_TOKEN_HEADER: string;
export function asksForNotFoundPage(pathname: string, token: string | null | undefined): boolean;

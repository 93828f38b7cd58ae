export function printTable(headers: string[], rows: string[][]): void;

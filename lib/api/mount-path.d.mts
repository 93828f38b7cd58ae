export const MOUNT_PATH: string;
export const API_MOUNT_PATH: string;
export const MEDIA_MOUNT_PATH: string;
export function isUnder(path: string, prefix: string): boolean;

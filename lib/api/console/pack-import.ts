import { ApiRequestError, type ApiFetch } from "../client";
import { MOUNT_PATH } from "../protocol";
import { PACK_CSV_PATH } from "../schemas/console/pack-import";

/** Where the browser downloads the packs CSV from (same origin, with the session cookie). */
export const PACK_CSV_HREF = `${MOUNT_PATH}${PACK_CSV_PATH}`;

/** Sends a packs CSV for a dry run or a real import; a refused import (422) still answers its report. */
export async function importConsolePacks(api: ApiFetch, file: File, dryRun: boolean) {
  const form = new FormData();
  form.append("file", file);
  form.append("dryRun", String(dryRun));
  const response = await api(PACK_CSV_PATH, { method: "POST", body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && response.status !== 422) throw new ApiRequestError(response.status, body);
  return api.readReply("consolePackImport", body);
}

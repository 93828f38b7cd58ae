import type { Failure, Result } from "@/backend/services/result";
import { acceptPhoto, type AcceptedPhoto, type AcceptPhotoResult } from "./accept-photo";
import { discardPhoto, savePhoto, type PhotoFolder } from "./save-photo";

export type StoreUploadResult = Result<{ src: string }, never> | Extract<AcceptPhotoResult, Failure<string>>;

/**
 * Every console upload's one path: checks and re-encodes the upload (acceptPhoto), writes it to the
 * media store, then lets `record` point the database at it (with its audit entry, in one transaction).
 * When recording fails the file is removed again, so the store keeps no photo nothing shows.
 */
export async function storeUploadedPhoto(
  mediaRoot: string,
  folder: PhotoFolder,
  name: string,
  upload: Uint8Array,
  record: (src: string, photo: AcceptedPhoto) => Promise<void>,
): Promise<StoreUploadResult> {
  const accepted = await acceptPhoto(upload);
  if (!accepted.ok) return accepted;
  const src = await savePhoto(mediaRoot, folder, name, accepted.photo);
  try {
    await record(src, accepted.photo);
  } catch (error) {
    await discardPhoto(mediaRoot, src);
    throw error;
  }
  return { ok: true, src };
}

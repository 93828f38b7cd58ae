import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { slugify } from "@/backend/services/slugify";
import type { AcceptedPhoto } from "./accept-photo";

/** The folders of the media store that uploads go to, one per kind of record. */
export type PhotoFolder = "products" | "categories" | "brands" | "suppliers" | "logos" | "banners";

/**
 * Writes an accepted photo under the media root as `{folder}/{name}-{random}.{ext}` and returns that
 * media path. The random part makes every upload a new file, so a cached copy of an older photo is
 * never served in its place.
 */
export async function savePhoto(root: string, folder: PhotoFolder, name: string, photo: AcceptedPhoto): Promise<string> {
  const fileName = `${slugify(name).slice(0, 60) || "photo"}-${randomBytes(6).toString("hex")}.${photo.extension}`;
  await fs.mkdir(path.join(root, folder), { recursive: true });
  await fs.writeFile(path.join(root, folder, fileName), photo.bytes, { flag: "wx" });
  return `${folder}/${fileName}`;
}

/** Removes a photo savePhoto wrote, when the record that was to show it could not be saved. */
export async function discardPhoto(root: string, mediaPath: string): Promise<void> {
  await fs.rm(path.join(root, mediaPath), { force: true });
}

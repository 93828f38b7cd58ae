import { readFile } from "node:fs/promises";
import path from "node:path";
import { isLanguageFontFile } from "@/lib/fonts/language-fonts";

/** Cut at build (scripts/font-subsets.mjs) beside the other self-hosted fonts. */
const SUBSETS_DIR = path.join(process.cwd(), "lib", "fonts", "subsets");

/** A week in browsers and shared caches: a new cut of the same font changes no letter's shape. */
const FONT_CACHE_SECONDS = 7 * 24 * 60 * 60;

/** The script font of a page in Hindi or Kannada (lib/fonts/language-fonts.ts); any other name is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!isLanguageFontFile(file)) return new Response("Not found", { status: 404 });
  const bytes = await readFile(path.join(SUBSETS_DIR, file));
  return new Response(bytes, {
    headers: { "Content-Type": "font/woff2", "Cache-Control": `public, max-age=${FONT_CACHE_SECONDS}, immutable`, "Access-Control-Allow-Origin": "*" },
  });
}

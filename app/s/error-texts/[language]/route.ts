import { findMessages } from "@/lib/i18n/message-files";

/** The texts change only with a new build; an hour keeps a new translation from waiting long. */
const TEXTS_CACHE_SECONDS = 60 * 60;

/**
 * The texts of the page shown when the root layout itself fails (app/global-error.tsx), in one
 * language. That page is in every page's JavaScript, so it carries only its English texts and asks
 * here for another language's when the failed address has a language prefix (/hi/…).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ language: string }> }) {
  const { language } = await params;
  const texts = (await findMessages(language))?.GlobalError;
  if (!texts) return Response.json({ message: "No such language" }, { status: 404 });
  return Response.json(texts, { headers: { "Cache-Control": `public, max-age=${TEXTS_CACHE_SECONDS}` } });
}

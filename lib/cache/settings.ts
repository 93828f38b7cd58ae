/**
 * How long a public page or public read is reused before it is built again (PUBLIC_CACHE_SECONDS,
 * default 60). Writes the backend knows of refresh them at once; this window covers changes made
 * behind its back (straight in the database, or an external API that does not call /s/revalidate).
 */
export function publicCacheSeconds(): number {
  const value = Number(process.env.PUBLIC_CACHE_SECONDS);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 60;
}

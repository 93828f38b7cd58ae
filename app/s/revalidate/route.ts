import { z } from "zod";
import { invalidate } from "@/backend/cache/invalidation";
import { bearerMatches } from "@/backend/http/bearer";
import { expirePagesOnInvalidate } from "@/lib/cache/page-invalidation";
import { isCacheTag } from "@/lib/cache/tags";

export const dynamic = "force-dynamic";

expirePagesOnInvalidate();

const bodySchema = z.object({ tags: z.array(z.string().refine(isCacheTag, "Not a cache tag (e.g. catalogue:1)")).min(1).max(100) });

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * POST /s/revalidate {"tags": ["catalogue:1", "product:42"]} with Authorization: Bearer
 * $REVALIDATE_SECRET: an external commerce API (STORE_API_URL) tells the storefront what it changed,
 * and the cached pages and reads with those tags are built again on their next request. Refused
 * while REVALIDATE_SECRET is unset. Tags: lib/cache/tags.ts, docs/caching.md.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) return json(403, { message: "Revalidation is turned off: set REVALIDATE_SECRET to use it" });
  if (!bearerMatches(request.headers.get("authorization"), secret)) return json(401, { message: "A valid revalidation secret is required (Authorization: Bearer …)" });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { message: "The body must be JSON: {\"tags\": [\"catalogue:1\"]}" });
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json(400, { message: parsed.error.issues.map((issue) => issue.message) });
  await invalidate(parsed.data.tags);
  return json(200, { revalidated: parsed.data.tags });
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { fetchPagePreview } from "@/lib/api/console/pages";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { siteOf, type SiteParams } from "@/lib/site/page-site";
import { PageView } from "@/components/page-blocks/page-view";

export const metadata: Metadata = { title: "Draft preview", robots: { index: false } };

type Props = { params: Promise<SiteParams & { id: string }> };

/**
 * A page's draft drawn by the storefront's own blocks, for the editor's preview; private and never
 * cached. Under a language's prefix (/hi/page-builder-preview/…), in that language.
 */
export default async function DraftPreviewPage({ params }: Props) {
  await requireConsoleAccess();
  const { id } = await params;
  const pageId = Number(id);
  if (!Number.isInteger(pageId) || pageId < 1) notFound();
  const { site, ref } = await siteOf(params);
  const page = await fetchPagePreview(serverFetch, pageId, ref.language).catch((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404) notFound();
    throw error;
  });
  return <PageView page={page} init={site} path={page.url} heading={page.seo_title ?? undefined} />;
}

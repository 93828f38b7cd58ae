import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ApiRequestError } from "@/lib/api/client";
import { fetchPageEditor, fetchPageVersions } from "@/lib/api/console/pages";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PageWorkspace } from "@/components/page-builder/page-workspace";

export const metadata: Metadata = { title: "Edit page", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** Another website's page, or no page, is the ordinary 404. */
async function editorData(id: number) {
  try {
    return await Promise.all([fetchPageEditor(serverFetch, id), fetchPageVersions(serverFetch, id)]);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export default async function PageEditorPage({ params }: Props) {
  await requireConsoleAccess();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const [state, versions] = await editorData(id);
  return <PageWorkspace state={state} versions={versions} />;
}

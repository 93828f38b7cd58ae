import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getInit, getPageData } from "@/lib/api/server";
import { contentPageMetadata, pathFromSegments } from "@/lib/content-page";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { JsonLdScript } from "@/lib/seo/json-ld-script";
import { requestOrigin } from "@/lib/seo/request";
import { PageView, pageHeading } from "@/components/page-blocks/page-view";

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(pathFromSegments((await params).path));
}

/** Any other path: a page built from its server page data; no page data → 404. */
export default async function ContentPage({ params }: Props) {
  const path = pathFromSegments((await params).path);
  const [init, page, origin] = await Promise.all([getInit(), getPageData(path), requestOrigin()]);
  if (!page || !init || !init.web) notFound();
  const heading = pageHeading(page, init.web.name) ?? path.slice(1);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(origin, [
          { name: "Home", href: "/" },
          { name: heading, href: path },
        ])}
      />
      <PageView page={page} init={init} path={path} heading={heading} />
    </>
  );
}

import { serializeJsonLd } from "./json-ld";

/** A JSON-LD script tag whose content cannot break out of the tag. */
export function JsonLdScript({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

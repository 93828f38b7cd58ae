import { bannerItemSchema } from "@/lib/api/schemas";
import { RichText } from "@/components/ui/rich-text";
import { SmartLink } from "@/components/ui/smart-link";
import { BannerPicture } from "./banner-picture";
import { jsonish, record, text } from "./block-data";
import { blockId } from "./section";
import type { BlockProps } from "./types";

/** Rich text (HTML through the allow-list sanitiser, or plain text). */
export function RichTextBlock({ component, context }: BlockProps) {
  const raw = jsonish(component.data);
  const data = record(raw);
  const content = typeof raw === "string" ? raw : text(data.html) || text(data.content) || text(data.text) || text(data.body);
  if (!content.trim()) return null;
  return (
    <section id={blockId(component.type, context.index)} aria-label={text(component.name) || undefined} className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <RichText content={content} className="text-base text-fg-muted" />
    </section>
  );
}

/** One image (image_sm on phones), optionally a link. */
export function ImageBlock({ component, context }: BlockProps) {
  const data = record(component.data);
  const parsed = bannerItemSchema.safeParse({ ...data, image: text(data.image) || text(data.src) });
  if (!parsed.success || !parsed.data.image) return null;
  const alt = text(data.alt) || text(data.title) || text(component.name);
  const picture = <BannerPicture item={parsed.data} alt={alt} eager={context.firstPicture} className="h-auto w-full rounded-2xl object-cover" />;
  return (
    <figure id={blockId(component.type, context.index)} className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <SmartLink href={parsed.data.link} className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand" textClassName="block">
        {picture}
      </SmartLink>
      {text(data.caption) && <figcaption className="mt-2 text-center text-sm text-fg-muted">{text(data.caption)}</figcaption>}
    </figure>
  );
}

import { richTextHtml } from "@/lib/sanitize-html";
import { cx } from "@/components/ui/cx";

/** HTML or plain text from data, sanitised (allow-list) and typeset. */
export function RichText({ content, className }: { content: string | null | undefined; className?: string }) {
  const html = richTextHtml(content);
  if (!html) return null;
  return <div className={cx("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** 'Key: value' lines as a definition list (product information); other text as rich text. */
export function InfoList({ content, className }: { content: string | null | undefined; className?: string }) {
  const text = (content ?? "").trim();
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const pairs = lines.map((line) => /^([^:<>]{1,60}):\s+(.+)$/.exec(line));
  if (lines.length === 0 || pairs.some((pair) => !pair)) return <RichText content={content} className={className} />;
  return (
    <dl className={cx("divide-y divide-line overflow-hidden rounded-xl border border-line", className)}>
      {pairs.map((pair, index) => (
        <div key={index} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-fg">{pair![1]}</dt>
          <dd className="text-fg-muted">{pair![2]}</dd>
        </div>
      ))}
    </dl>
  );
}

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
    <dl className={cx("info-list", className)}>
      {pairs.map((pair, index) => (
        <div key={index} className="info-row">
          <dt className="info-term">{pair![1]}</dt>
          <dd className="info-detail">{pair![2]}</dd>
        </div>
      ))}
    </dl>
  );
}

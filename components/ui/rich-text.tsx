import { richTextHtml } from "@/lib/sanitize-html";
import { cx } from "@/components/ui/cx";

/** Typography for sanitised rich text (the shell has no prose plugin). */
const richTextClass = cx(
  "break-words",
  "[&_h1]:mb-3 [&_h1]:mt-6 [&_h1]:text-3xl [&_h1]:font-extrabold [&_h1]:tracking-tight [&_h1]:text-fg",
  "[&_h2]:mb-3 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-fg first:[&_h2]:mt-0",
  "[&_h3]:mb-2 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-fg",
  "[&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-fg",
  "[&_p]:mb-3 [&_p]:leading-relaxed [&_strong]:font-semibold [&_strong]:text-fg",
  "[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mb-1",
  "[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:no-underline",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:mb-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left",
  "[&_hr]:my-6 [&_hr]:border-line",
);

/** HTML or plain text from data, sanitised (allow-list) and typeset. */
export function RichText({ content, className }: { content: string | null | undefined; className?: string }) {
  const html = richTextHtml(content);
  if (!html) return null;
  return <div className={cx(richTextClass, className)} dangerouslySetInnerHTML={{ __html: html }} />;
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

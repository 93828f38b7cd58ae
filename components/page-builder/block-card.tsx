import type { ReactNode } from "react";
import { PAGE_BLOCK_LABELS, type PageBlockType } from "@/lib/api/schemas/console/page-blocks";

type Props = { type: PageBlockType; name?: string; data?: unknown };

const headingOf = ({ name, data }: Props) => {
  const title = data && typeof data === "object" && !Array.isArray(data) ? (data as { title?: unknown }).title : undefined;
  // The title shoppers see over a carousel or grid; a slider shows its heading (name) as its label.
  return (typeof title === "string" ? title : "") || name || "(no heading)";
};

const detailOf = (data: unknown): ReactNode => (Array.isArray(data) ? `${data.length} ${data.length === 1 ? "slide" : "slides"}` : null);

/**
 * A block on the editor's canvas: its kind, heading and size. The storefront's own rendering of the
 * draft is in the preview, on the server, with the real components and the catalogue.
 */
export function BlockCard(props: Props) {
  return (
    <div className="m-2 rounded-xl border border-line bg-surface p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">{PAGE_BLOCK_LABELS[props.type]}</p>
      <p className="text-lg font-semibold text-fg">{headingOf(props)}</p>
      {detailOf(props.data) && <p className="text-sm text-fg-muted">{detailOf(props.data)}</p>}
    </div>
  );
}

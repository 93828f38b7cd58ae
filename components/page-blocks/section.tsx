import type { ReactNode, Ref } from "react";
import { cx } from "@/components/ui/cx";
import { ChevronRightIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

/** A titled band of the page with an optional link ('View all', `linkLabel`), or another control in its place (`action`). */
export function BlockSection({
  title,
  link,
  linkLabel,
  action,
  headingRef,
  children,
  className,
  id,
}: {
  title?: string;
  link?: string;
  /** The link's words, in the page's language (with `link`). */
  linkLabel?: string;
  action?: ReactNode;
  /** The heading, for an island that moves focus to it (after the control that had focus went away). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  className?: string;
  id: string;
}) {
  return (
    // Attributes that do not apply are left out, not set to undefined: the page data would carry each one.
    <section {...(title ? { "aria-labelledby": `${id}-title` } : { "aria-label": id })} className={cx("mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8", className)}>
      {title && (
        <div className="mb-4 flex items-end justify-between gap-4">
          <h2 id={`${id}-title`} {...(headingRef && { ref: headingRef, tabIndex: -1 })} className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {title}
          </h2>
          {link && (
            <SmartLink href={link} className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
              {linkLabel}
              <span className="sr-only"> {title}</span>
              <ChevronRightIcon size={16} />
            </SmartLink>
          )}
          {action ?? null}
        </div>
      )}
      {children}
    </section>
  );
}

export function blockId(type: string, index: number): string {
  return `block-${type.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${index}`;
}

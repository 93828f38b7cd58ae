import Link from "next/link";
import { ChevronRightIcon } from "@/components/ui/icons";

export type Crumb = { name: string; href?: string };

/** Home › … › current page; the last crumb is the current page (aria-current). */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`} className="flex items-center gap-1">
              {index > 0 && <ChevronRightIcon size={14} className="opacity-60" />}
              {last || !item.href ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-fg" : undefined}>
                  {item.name}
                </span>
              ) : (
                <Link href={item.href} className="rounded hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

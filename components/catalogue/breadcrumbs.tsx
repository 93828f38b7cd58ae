import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { ChevronRightIcon } from "@/components/ui/icons";

export type Crumb = { name: string; href?: string };

/** Home › … › current page; the last crumb is the current page (aria-current). */
export function Breadcrumbs({ items, className }: { items: Crumb[]; className?: string }) {
  const t = useTranslations("Catalogue");
  return (
    <nav aria-label={t("breadcrumb")} className={className}>
      <ol className="breadcrumb-list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.name}-${index}`} className="breadcrumb-item">
              {index > 0 && <ChevronRightIcon size={14} className="opacity-60" />}
              {last || !item.href ? (
                <span aria-current={last ? "page" : undefined} className={last ? "breadcrumb-current" : undefined}>
                  {item.name}
                </span>
              ) : (
                <IntentLink href={item.href} className="breadcrumb-link">
                  {item.name}
                </IntentLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

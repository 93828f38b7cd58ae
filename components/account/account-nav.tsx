"use client";

import { usePathname } from "next/navigation";
import { withoutLanguagePrefix } from "@/lib/i18n/locale-path";
import { LanguageLink } from "@/components/i18n/language-link";
import { useLanguagePrefix } from "@/components/i18n/language-prefix";
import { cx } from "@/components/ui/cx";
import { focusRing } from "@/components/ui/button";
import { isCurrentSection, type AccountSection } from "./account-sections";

/** A column of links on wide screens, a horizontal scroller on phones; the first section is the area's home. */
export function AccountNav({ sections, label = "Account" }: { sections: AccountSection[]; label?: string }) {
  const pathname = withoutLanguagePrefix(useLanguagePrefix(), usePathname());
  return (
    <nav aria-label={label}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0">
        {sections.map((section) => {
          const current = isCurrentSection(section.href, pathname, sections[0]?.href);
          return (
            <li key={section.href} className="shrink-0">
              <LanguageLink
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={cx(
                  "block whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium md:rounded-lg md:border-0",
                  current
                    ? "border-brand bg-brand text-brand-contrast"
                    : "border-line text-fg hover:bg-surface-muted md:hover:text-brand",
                  focusRing,
                )}
              >
                {section.label}
              </LanguageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

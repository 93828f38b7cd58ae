import { getTranslations } from "next-intl/server";
import type { NavEntry } from "@/lib/navigation";
import { cx } from "@/components/ui/cx";
import { SmartLink } from "@/components/ui/smart-link";
import { BarDropdown } from "./sub-nav-dropdown";
import { SubNavList } from "./sub-nav-list";

type NavbarTemplate = 1 | 2 | 3 | 4 | 5;

/** Class names of the five sub-navigation styles (see docs/header-templates.md; entries: sub-nav-style-N in app/shell.css). */
const BAR: Record<NavbarTemplate, string> = {
  1: "border-b border-line bg-surface",
  2: "border-b border-line bg-surface",
  3: "border-b border-line bg-surface",
  4: "bg-brand text-brand-contrast",
  5: "border-y border-line bg-surface-muted",
};
const LIST: Record<NavbarTemplate, string> = {
  1: "justify-start gap-1",
  2: "justify-start gap-2 py-1.5",
  3: "justify-start gap-4",
  4: "justify-start gap-1",
  5: "justify-center gap-6",
};

/**
 * The desktop sub-navigation bar (hidden below lg), rendered on the server: plain links are markup,
 * and only the entries with dropdowns are client islands.
 */
export async function SubNav({ items, template, height }: { items: NavEntry[]; template: number; height: number }) {
  const t = await getTranslations("Shell");
  const style = (Math.min(5, Math.max(1, Math.round(template) || 1)) as NavbarTemplate);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("mainNavigation")} data-shell-part="sub-navbar" data-navbar-template={style} className={cx("hidden lg:block", BAR[style])}>
      <SubNavList className={cx("sub-nav-list", LIST[style])} minHeight={height}>
        {items.map((item, index) =>
          item.hasMenu ? (
            <BarDropdown key={`${item.name}-${index}`} item={item} index={index} buttonClass={`sub-nav-entry sub-nav-style-${style}`} />
          ) : (
            <li key={`${item.name}-${index}`}>
              <SmartLink href={item.href} className={`sub-nav-entry sub-nav-style-${style}`}>
                {item.name}
              </SmartLink>
            </li>
          ),
        )}
      </SubNavList>
    </nav>
  );
}

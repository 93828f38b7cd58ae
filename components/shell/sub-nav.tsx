import type { NavLink } from "@/lib/navigation";
import { cx } from "@/components/ui/cx";
import { SmartLink } from "@/components/ui/smart-link";
import { BarDropdown } from "./sub-nav-dropdown";
import { subNavFocusRing } from "./sub-nav-focus";
import { SubNavList } from "./sub-nav-list";

type NavbarTemplate = 1 | 2 | 3 | 4 | 5;

/** Class names of the five sub-navigation styles (see docs/header-templates.md). */
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
const ITEM: Record<NavbarTemplate, string> = {
  1: "rounded-md px-3 text-fg hover:bg-surface-muted hover:text-brand aria-expanded:text-brand",
  2: "rounded-full bg-surface-muted px-4 py-1.5 text-fg hover:bg-brand hover:text-brand-contrast aria-expanded:bg-brand aria-expanded:text-brand-contrast",
  3: "border-b-2 border-transparent px-1 text-fg hover:border-brand hover:text-brand aria-expanded:border-brand aria-expanded:text-brand",
  4: "rounded-md px-3 text-brand-contrast hover:bg-black/15 aria-expanded:bg-black/20",
  5: "px-1 text-xs font-semibold uppercase tracking-widest text-fg hover:text-brand aria-expanded:text-brand",
};

/**
 * The desktop sub-navigation bar (hidden below lg), rendered on the server: plain links are markup,
 * and only the entries with dropdowns are client islands.
 */
export function SubNav({ items, template, height }: { items: NavLink[]; template: number; height: number }) {
  const style = (Math.min(5, Math.max(1, Math.round(template) || 1)) as NavbarTemplate);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main" data-shell-part="sub-navbar" data-navbar-template={style} className={cx("hidden lg:block", BAR[style])}>
      <SubNavList className={cx("mx-auto flex max-w-7xl items-center px-4 text-sm font-medium sm:px-6", LIST[style])} minHeight={height}>
        {items.map((item, index) =>
          item.children.length > 0 ? (
            <BarDropdown key={`${item.name}-${index}`} item={item} index={index} buttonClass={cx("h-9", ITEM[style])} />
          ) : (
            <li key={`${item.name}-${index}`}>
              <SmartLink href={item.href} className={cx("inline-flex h-9 items-center", ITEM[style], subNavFocusRing)}>
                {item.name}
              </SmartLink>
            </li>
          ),
        )}
      </SubNavList>
    </nav>
  );
}

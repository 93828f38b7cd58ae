"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cx } from "@/components/ui/cx";
import { PAGE_BUILDER_PATH, WEBSITE_SETTINGS_PATH } from "./page-builder-paths";

const TABS = [
  { label: "Pages", href: PAGE_BUILDER_PATH },
  { label: "Website", href: WEBSITE_SETTINGS_PATH },
];

/** Website Settings' two parts: the pages and their editor, and the website's look and navigation. */
export function PageBuilderTabs() {
  const pathname = usePathname();
  const current = pathname.startsWith(WEBSITE_SETTINGS_PATH) ? WEBSITE_SETTINGS_PATH : PAGE_BUILDER_PATH;
  return (
    <nav aria-label="Website Settings" className="flex gap-1 border-b border-line">
      {TABS.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? "page" : undefined}
          className={cx(
            "-mb-px border-b-2 px-4 py-2 text-sm font-semibold",
            tab.href === current ? "border-brand text-fg" : "border-transparent text-fg-muted hover:text-fg",
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

import type { ReactNode } from "react";
import { AccountNav } from "@/components/account/account-nav";
import type { AccountSection } from "@/components/account/account-sections";

/** An area's sections beside its page: a column on wide screens, a row above the page on phones. */
export function SectionedArea({ sections, label, children }: { sections: AccountSection[]; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-8">
      <aside className="md:w-48 md:shrink-0">
        <AccountNav sections={sections} label={label} />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

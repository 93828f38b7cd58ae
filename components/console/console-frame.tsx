import type { ReactNode } from "react";
import type { ConsoleContext } from "@/lib/api/schemas/console/context";
import { AccountNav } from "@/components/account/account-nav";
import type { AccountSection } from "@/components/account/account-sections";
import { CONSOLE_NAV_ITEMS } from "./nav-items";

type Props = {
  context: ConsoleContext;
  children: ReactNode;
  /** The part of the console, e.g. "Website settings", and its sections; the console's own by default. */
  title?: string;
  sections?: AccountSection[];
};

/** The console's frame: which website is being run and by whom, the sections, then the page. */
export function ConsoleFrame({ context, children, title = "Administration", sections = CONSOLE_NAV_ITEMS }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <p className="mb-4 text-sm text-fg-muted">
        {title} of <strong className="text-fg">{context.website.name}</strong>
        {context.user?.name ? <> · signed in as {context.user.name}</> : null}
      </p>
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <aside className="md:w-48 md:shrink-0">
          <AccountNav sections={sections} label={title} />
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

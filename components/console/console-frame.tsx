import type { ReactNode } from "react";
import type { ConsoleContext } from "@/lib/api/schemas/console/context";
import type { AccountSection } from "@/components/account/account-sections";
import { CONSOLE_NAV_ITEMS } from "./nav-items";
import { SectionedArea } from "./sectioned-area";

type Props = {
  context: ConsoleContext;
  children: ReactNode;
  /** The part of the console, e.g. "Website Settings"; the console's own by default. */
  title?: string;
  /** The part's sections beside the page; null when the page lays out its own (Website Settings' tabs). */
  sections?: AccountSection[] | null;
  /** Whether the title is the page's one h1 (its pages then start at h2). */
  titleIsHeading?: boolean;
};

/** The console's frame: which website is being run and by whom, the sections, then the page. */
export function ConsoleFrame({ context, children, title = "Administration", sections = CONSOLE_NAV_ITEMS, titleIsHeading = false }: Props) {
  const who = (
    <>
      <strong className="text-fg">{context.website.name}</strong>
      {context.user?.name ? <> · signed in as {context.user.name}</> : null}
    </>
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 md:py-8">
      {titleIsHeading ? (
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-fg">{title}</h1>
          <p className="text-sm text-fg-muted">{who}</p>
        </header>
      ) : (
        <p className="text-sm text-fg-muted">
          {title} of {who}
        </p>
      )}
      {sections ? (
        <SectionedArea sections={sections} label={title}>
          {children}
        </SectionedArea>
      ) : (
        children
      )}
    </div>
  );
}

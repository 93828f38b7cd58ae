import type { ReactNode } from "react";
import type { ConsoleContext } from "@/lib/api/schemas/console/context";
import { AccountNav } from "@/components/account/account-nav";
import { WEBSITE_SETTINGS_SECTIONS } from "./website-sections";

/** The website settings' frame: which website is being changed and by whom, the sections, then the page. */
export function WebsiteSettingsFrame({ context, children }: { context: ConsoleContext; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8">
      <p className="mb-4 text-sm text-fg-muted">
        Website settings of <strong className="text-fg">{context.website.name}</strong>
        {context.user.name ? <> · signed in as {context.user.name}</> : null}
      </p>
      <div className="flex flex-col gap-6 md:flex-row md:gap-8">
        <aside className="md:w-48 md:shrink-0">
          <AccountNav sections={WEBSITE_SETTINGS_SECTIONS} label="Website settings" />
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

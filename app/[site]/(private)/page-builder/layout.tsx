import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PageBuilderTabs } from "@/components/page-builder/page-builder-tabs";

export const metadata: Metadata = { title: { default: "Website Settings", template: "%s · Website Settings" }, robots: { index: false } };

/** Website Settings: the console's access rule (404 for anyone but the website's administrators), then its two tabs. */
export default async function PageBuilderLayout({ children }: { children: ReactNode }) {
  const context = await requireConsoleAccess();
  return (
    <div className="mx-auto flex w-full max-w-[100rem] flex-col gap-4 px-4 py-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-fg">Website Settings</h1>
        <p className="text-sm text-fg-muted">
          {context.website.name}
          {context.user?.name ? <> · signed in as {context.user.name}</> : null}
        </p>
      </header>
      <PageBuilderTabs />
      {children}
    </div>
  );
}

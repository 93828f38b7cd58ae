import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { ConsoleFrame } from "@/components/console/console-frame";
import { PageBuilderTabs } from "@/components/page-builder/page-builder-tabs";

export const metadata: Metadata = { title: { default: "Website Settings", template: "%s · Website Settings" }, robots: { index: false } };

/** Website Settings: the console's access rule (404 for anyone but the website's administrators), then one frame for its two tabs. */
export default async function PageBuilderLayout({ children }: { children: ReactNode }) {
  const context = await requireConsoleAccess();
  return (
    <ConsoleFrame context={context} title="Website Settings" sections={null} titleIsHeading>
      <PageBuilderTabs />
      {children}
    </ConsoleFrame>
  );
}

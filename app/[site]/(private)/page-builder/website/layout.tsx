import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { ConsoleFrame } from "@/components/console/console-frame";
import { WEBSITE_SETTINGS_SECTIONS } from "@/components/console/website/website-sections";

export const metadata: Metadata = { title: { default: "Website settings", template: "%s · Website settings" }, robots: { index: false } };

/** Every website settings page: only the website's administrators get past this (404 for anyone else). */
export default async function WebsiteSettingsLayout({ children }: { children: ReactNode }) {
  const context = await requireConsoleAccess();
  return (
    <ConsoleFrame context={context} title="Website settings" sections={WEBSITE_SETTINGS_SECTIONS}>
      {children}
    </ConsoleFrame>
  );
}

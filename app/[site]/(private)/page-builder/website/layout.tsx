import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { WebsiteSettingsFrame } from "@/components/console/website/website-settings-frame";

export const metadata: Metadata = { title: { default: "Website settings", template: "%s · Website settings" }, robots: { index: false } };

/** Every website settings page: only the website's administrators get past this (404 for anyone else). */
export default async function WebsiteSettingsLayout({ children }: { children: ReactNode }) {
  const context = await requireConsoleAccess();
  return <WebsiteSettingsFrame context={context}>{children}</WebsiteSettingsFrame>;
}

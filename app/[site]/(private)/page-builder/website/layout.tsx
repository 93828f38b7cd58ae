import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SectionedArea } from "@/components/console/sectioned-area";
import { WEBSITE_SETTINGS_SECTIONS } from "@/components/console/website/website-sections";

export const metadata: Metadata = { title: { default: "Website", template: "%s · Website Settings" }, robots: { index: false } };

/** The Website tab: its sections beside the page; the Website Settings layout above has checked access and draws the frame. */
export default function WebsiteSettingsLayout({ children }: { children: ReactNode }) {
  return (
    <SectionedArea sections={WEBSITE_SETTINGS_SECTIONS} label="Website sections">
      {children}
    </SectionedArea>
  );
}

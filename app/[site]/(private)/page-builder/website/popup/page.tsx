import type { Metadata } from "next";
import { fetchWebsitePopup } from "@/lib/api/console/website";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PopupForm } from "@/components/console/website/popup-form";

export const metadata: Metadata = { title: "Popup" };

export default async function WebsitePopupPage() {
  await requireConsoleAccess();
  const popup = await fetchWebsitePopup(serverFetch);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-bold text-fg">Popup</h2>
      <p className="text-sm text-fg-muted">A picture in the corner of the storefront, 5 seconds after a page opens, with a close button.</p>
      <PopupForm popup={popup} />
    </div>
  );
}

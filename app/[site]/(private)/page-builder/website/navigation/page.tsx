import type { Metadata } from "next";
import { fetchWebsiteMenus } from "@/lib/api/console/website";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { MenuEditor } from "@/components/console/website/menu-editor";

export const metadata: Metadata = { title: "Navigation and footer" };

export default async function WebsiteMenusPage() {
  await requireConsoleAccess();
  const menus = await fetchWebsiteMenus(serverFetch);
  return (
    <div className="flex flex-col gap-8">
      <h2 className="text-xl font-bold text-fg">Navigation and footer</h2>
      <p className="text-sm text-fg-muted">An item whose link is /categories lists the categories under it by itself.</p>
      <MenuEditor menu="navigation" title="Navigation menu" initial={menus.navigation} languages={menus.languages} />
      <MenuEditor menu="footer" title="Footer" initial={menus.footer} languages={menus.languages} />
    </div>
  );
}

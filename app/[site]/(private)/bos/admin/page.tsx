import type { Metadata } from "next";
import { fetchConsoleDashboard } from "@/lib/api/console/dashboard";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { ConsoleDashboardView } from "@/components/console/dashboard-view";

export const metadata: Metadata = { title: "Dashboard" };

export default async function ConsoleHomePage() {
  await requireConsoleAccess();
  return <ConsoleDashboardView figures={await fetchConsoleDashboard(serverFetch)} />;
}

import type { Metadata } from "next";
import { fetchWebsitePolicies } from "@/lib/api/console/website";
import { serverFetch } from "@/lib/api/server-transport";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { PoliciesForm } from "@/components/console/website/policies-form";

export const metadata: Metadata = { title: "Policies and legal" };

export default async function WebsitePoliciesPage() {
  await requireConsoleAccess();
  const policies = await fetchWebsitePolicies(serverFetch);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-bold text-fg">Policies and legal</h2>
      <PoliciesForm policies={policies} />
    </div>
  );
}

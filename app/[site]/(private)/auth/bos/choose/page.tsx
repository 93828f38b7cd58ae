import type { Metadata } from "next";
import Link from "next/link";
import { serverFetch } from "@/lib/api/server-transport";
import { fetchManagedWebsites } from "@/lib/api/website-admin";
import { requireSuperadmin } from "@/lib/auth/page-guards";
import { AuthCard } from "@/components/auth/auth-card";
import { WebsiteSwitcher } from "@/components/bos/website-switcher";

export const metadata: Metadata = { title: "Choose website", robots: { index: false } };

export default async function ChooseWebsitePage() {
  await requireSuperadmin();
  const websites = await fetchManagedWebsites(serverFetch);
  return (
    <AuthCard
      title="Choose website"
      intro="Pick the website to work on. The store then shows that website to you until you switch again."
      footer={
        <Link href="/auth/bos/create" className="font-semibold text-brand underline-offset-2 hover:underline">
          Create a new website
        </Link>
      }
    >
      <WebsiteSwitcher websites={websites} />
    </AuthCard>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { requireSuperadmin } from "@/lib/auth/page-guards";
import { AuthCard } from "@/components/auth/auth-card";
import { WebsiteCreateForm } from "@/components/bos/website-create-form";

export const metadata: Metadata = { title: "Create website", robots: { index: false } };

export default async function CreateWebsitePage() {
  await requireSuperadmin();
  return (
    <AuthCard
      title="Create website"
      intro="A new, empty store on its own domain. Add its catalogue and pages afterwards."
      footer={
        <Link href="/auth/bos/choose" className="font-semibold text-brand underline-offset-2 hover:underline">
          Back to the websites
        </Link>
      }
    >
      <WebsiteCreateForm />
    </AuthCard>
  );
}

import type { Metadata } from "next";
import { fetchProfile } from "@/lib/api/account";
import { serverFetch } from "@/lib/api/server-transport";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { ProfileForm } from "@/components/account/profile-form";

export const metadata: Metadata = { title: "My details", robots: { index: false } };

export default async function DetailsPage() {
  await requireSignedIn();
  const profile = await fetchProfile(serverFetch);
  return (
    <div>
      <h1 className="mb-5 text-2xl font-bold text-fg">My details</h1>
      <ProfileForm profile={profile} />
    </div>
  );
}

import type { Metadata } from "next";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyScreen } from "@/components/auth/verify-screen";

export const metadata: Metadata = { title: "Verify", robots: { index: false } };

export default async function VerifyPage() {
  await redirectSignedIn();
  return (
    <AuthCard title="Verify your number">
      <VerifyScreen />
    </AuthCard>
  );
}

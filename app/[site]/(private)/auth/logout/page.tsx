import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { LogoutScreen } from "@/components/auth/logout-screen";

export const metadata: Metadata = { title: "Logout", robots: { index: false } };

export default function LogoutPage() {
  return (
    <AuthCard title="Logout">
      <LogoutScreen />
    </AuthCard>
  );
}

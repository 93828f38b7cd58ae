import type { Metadata } from "next";
import Link from "next/link";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Login", robots: { index: false } };

export default async function LoginPage() {
  await redirectSignedIn();
  return (
    <AuthCard
      title="Login"
      intro="Enter your mobile number. We will send you a one-time code."
      footer={
        <>
          New here?{" "}
          <Link href="/auth/register" className="font-semibold text-brand underline-offset-2 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}

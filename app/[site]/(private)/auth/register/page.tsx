import type { Metadata } from "next";
import Link from "next/link";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata: Metadata = { title: "Register", robots: { index: false } };

export default async function RegisterPage() {
  await redirectSignedIn();
  return (
    <AuthCard
      title="Create your account"
      intro="We will send a one-time code to your mobile number to confirm it."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/auth/login" className="font-semibold text-brand underline-offset-2 hover:underline">
            Login
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}

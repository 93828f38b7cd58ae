import type { Metadata } from "next";
import Link from "next/link";
import { phonePattern } from "@/lib/validation";
import { redirectSignedIn } from "@/lib/auth/signed-in-redirect";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyForm } from "@/components/auth/verify-form";

export const metadata: Metadata = { title: "Verify", robots: { index: false } };

type Props = { searchParams: Promise<{ phone?: string | string[] }> };

export default async function VerifyPage({ searchParams }: Props) {
  await redirectSignedIn();
  const { phone } = await searchParams;
  const number = typeof phone === "string" && phonePattern.regex.test(phone) ? phone : null;
  return (
    <AuthCard title="Verify your number">
      {number ? (
        <VerifyForm phone={number} />
      ) : (
        <p className="text-sm text-fg">
          Enter your mobile number first.{" "}
          <Link href="/auth/login" className="font-semibold text-brand underline-offset-2 hover:underline">
            Go to login
          </Link>
        </p>
      )}
    </AuthCard>
  );
}

"use client";

import Link from "next/link";
import { useState } from "react";
import { requestLoginCode, requestRegistrationCode, verifyCode } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { AUTH_FIELD_LABELS, OTP_CODE_LENGTH, otpCodePattern } from "@/lib/api/contract/auth";
import { takeRedirectAfterLogin } from "@/lib/auth/after-login";
import { clearPendingOtp, savePendingOtp } from "@/lib/auth/pending-otp";
import { rememberVisitorForNextPage } from "@/lib/state/visitor";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { buttonClass } from "@/components/ui/button";
import { usePendingOtp } from "./use-pending-otp";
import { CodeExpiry } from "./code-expiry";
import { useSecondsUntil } from "./use-seconds-until";

/** The 6-digit code for `phone`; success follows the saved redirect path (or goes home) with a full page load. */
export function VerifyForm({ phone }: { phone: string }) {
  const [stored, setPending] = usePendingOtp();
  const pending = stored?.phone === phone ? stored : null;
  const secondsLeft = useSecondsUntil(pending?.resendAt ?? null);
  const expiresAt = pending?.expiresAt ?? null;
  const secondsToExpiry = useSecondsUntil(expiresAt);
  const [resending, setResending] = useState(false);
  const [resendStatus, setResendStatus] = useState<{ error: boolean; text: string } | null>(null);
  const changeHref = pending?.registration ? "/auth/register" : "/auth/login";

  const resend = async () => {
    setResending(true);
    setResendStatus(null);
    try {
      const registration = pending?.registration;
      const sent = registration
        ? await requestRegistrationCode(browserFetch, { phone, ...registration })
        : await requestLoginCode(browserFetch, { phone });
      setPending(savePendingOtp({ phone, registration }, sent));
      setResendStatus({ error: false, text: `We sent a new code to ${phone}` });
    } catch (error) {
      setResendStatus({ error: true, text: errorText(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        Enter the {OTP_CODE_LENGTH}-digit code we sent to <strong data-testid="otp-phone">{phone}</strong>.{" "}
        <Link href={changeHref} className="font-semibold text-brand underline-offset-2 hover:underline">
          Change number
        </Link>
      </p>
      <Form<{ code: string }>
        defaultValues={{ code: "" }}
        className="flex flex-col gap-4"
        onSubmit={async ({ code }) => {
          try {
            await verifyCode(browserFetch, { phone, code });
          } catch (error) {
            throw new FormSubmitError(errorText(error));
          }
          clearPendingOtp();
          // The next page paints the signed-in header from the visitor hint this writes (and identifies
          // the shopper to analytics there: events queued on this page would leave with it).
          await rememberVisitorForNextPage().catch(() => undefined);
          window.location.assign(takeRedirectAfterLogin());
        }}
      >
        <FormField
          type="text"
          name="code"
          label={AUTH_FIELD_LABELS.code}
          required
          pattern={otpCodePattern.regex}
          patternMessage={otpCodePattern.message}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_CODE_LENGTH}
        />
        <SubmitButton pendingText="Verifying…" className="w-full py-2.5">
          Verify
        </SubmitButton>
      </Form>
      <div className="flex flex-col items-center gap-2">
        {expiresAt !== null && <CodeExpiry secondsLeft={secondsToExpiry} />}
        <button
          type="button"
          className={buttonClass("ghost", "sm")}
          disabled={secondsLeft > 0 || resending}
          onClick={resend}
        >
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : resending ? "Sending…" : "Resend code"}
        </button>
        <p role={resendStatus?.error ? "alert" : "status"} className={resendStatus?.error ? "text-sm text-danger" : "text-sm text-fg-muted"}>
          {resendStatus?.text}
        </p>
      </div>
    </div>
  );
}

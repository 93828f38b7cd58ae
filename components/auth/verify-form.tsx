"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { requestLoginCode, requestRegistrationCode, verifyCode } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { OTP_CODE_LENGTH, otpCodePattern } from "@/lib/api/contract/auth";
import { takeRedirectAfterLogin } from "@/lib/auth/after-login";
import { clearPendingOtp, savePendingOtp } from "@/lib/auth/pending-otp";
import { rememberVisitorForNextPage } from "@/lib/state/visitor";
import { errorText } from "@/lib/errors";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { LanguageLink } from "@/components/i18n/language-link";
import { buttonClass } from "@/components/ui/button";
import { usePendingOtp } from "./use-pending-otp";
import { CodeExpiry } from "./code-expiry";
import { useSecondsUntil } from "./use-seconds-until";

/** The 6-digit code for `phone`; success follows the saved redirect path (or goes home) with a full page load. */
export function VerifyForm({ phone }: { phone: string }) {
  const t = useTranslations("SignIn");
  const say = useServerSentence();
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
      setResendStatus({ error: false, text: t("newCodeSent", { phone }) });
    } catch (error) {
      setResendStatus({ error: true, text: say(errorText(error)) });
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">
        {t.rich("enterCode", { length: OTP_CODE_LENGTH, phone, strong: (words) => <strong data-testid="otp-phone">{words}</strong> })}{" "}
        <LanguageLink href={changeHref} className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("changeNumber")}
        </LanguageLink>
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
          label={t("code")}
          required
          pattern={otpCodePattern.regex}
          patternMessage={otpCodePattern.message}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={OTP_CODE_LENGTH}
        />
        <SubmitButton pendingText={t("verifying")} className="w-full py-2.5">
          {t("verify")}
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
          {secondsLeft > 0 ? t("resendIn", { seconds: secondsLeft }) : resending ? t("sending") : t("resend")}
        </button>
        <p role={resendStatus?.error ? "alert" : "status"} className={resendStatus?.error ? "text-sm text-danger" : "text-sm text-fg-muted"}>
          {resendStatus?.text}
        </p>
      </div>
    </div>
  );
}

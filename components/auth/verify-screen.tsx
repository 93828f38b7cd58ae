"use client";

import { useTranslations } from "use-intl";
import { LanguageLink } from "@/components/i18n/language-link";
import { useIsClient } from "@/components/dialogs/use-is-client";
import { Spinner } from "@/components/ui/spinner";
import { usePendingOtp } from "./use-pending-otp";
import { VerifyForm } from "./verify-form";

/**
 * The number a code was sent to lives in this tab's session storage, never in the URL (where logs,
 * analytics and the history would keep it); before hydration there is nothing to read yet.
 */
export function VerifyScreen() {
  const t = useTranslations("SignIn");
  const hydrated = useIsClient();
  const [pending] = usePendingOtp();
  if (!hydrated) return <Spinner label={t("loading")} />;
  if (!pending) {
    return (
      <p className="text-sm text-fg">
        {t("enterNumberFirst")}{" "}
        <LanguageLink href="/auth/login" className="font-semibold text-brand underline-offset-2 hover:underline">
          {t("goToLogin")}
        </LanguageLink>
      </p>
    );
  }
  return <VerifyForm phone={pending.phone} />;
}

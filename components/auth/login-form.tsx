"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { requestLoginCode } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiRequestError } from "@/lib/api/client";
import { readPendingOtp, savePendingOtp, VERIFY_PATH } from "@/lib/auth/pending-otp";
import { errorText } from "@/lib/errors";
import { normaliseMobileNumber } from "@/lib/validation";
import { Form, FormSubmitError, SubmitButton } from "@/components/forms";
import { useLanguagePath } from "@/components/i18n/language-link";
import { PhoneField } from "./phone-field";

/** Mobile number → a code by SMS → /auth/verify. */
export function LoginForm({ initialPhone = "" }: { initialPhone?: string }) {
  const t = useTranslations("SignIn");
  const router = useRouter();
  const inLanguage = useLanguagePath();
  return (
    <Form<{ phone: string }>
      defaultValues={{ phone: initialPhone }}
      className="flex flex-col gap-4"
      onSubmit={async ({ phone: written }) => {
        const phone = normaliseMobileNumber(written);
        try {
          savePendingOtp({ phone }, await requestLoginCode(browserFetch, { phone }));
        } catch (error) {
          // A code for this number was sent moments ago (the visitor came back): enter that one.
          const alreadySent = error instanceof ApiRequestError && error.status === 429 && readPendingOtp()?.phone === phone;
          if (!alreadySent) throw new FormSubmitError(errorText(error));
        }
        router.push(inLanguage(VERIFY_PATH));
      }}
    >
      <PhoneField placeholder={t("phonePlaceholder")} />
      <SubmitButton pendingText={t("sendingCode")} className="w-full py-2.5">
        {t("sendCode")}
      </SubmitButton>
    </Form>
  );
}

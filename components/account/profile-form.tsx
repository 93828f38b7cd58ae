"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { saveProfile } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import type { Profile } from "@/lib/api/schemas/account";
import { errorText } from "@/lib/errors";
import { GSTIN_LABEL, gstinFieldValidator } from "@/lib/gst/gstin";
import { EmailField, Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

type Values = { name: string; email: string; phone: string; gstin: string };

/** Name, email and, on a wholesale website, the buyer's GSTIN; the mobile number is the sign-in identity and shows read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations("AccountPages");
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={profile}
      aria-label={t("profile")}
      className="flex max-w-lg flex-col gap-4"
      onSubmit={async ({ name, email, gstin }, form) => {
        try {
          const saved = await saveProfile(browserFetch, { name, email, ...(profile.gstin_allowed ? { gstin } : {}) });
          form.reset({ name: saved.name, email: saved.email, phone: saved.phone, gstin: saved.gstin });
          toast.success(t("detailsSaved"));
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label={t("name")} required autoComplete="name" maxLength={80} />
      <EmailField label={t("email")} />
      <FormField type="tel" name="phone" label={t("mobile")} readonly description={t("mobileNote")} />
      {profile.gstin_allowed && (
        <FormField
          type="text"
          name="gstin"
          label={GSTIN_LABEL}
          validator={gstinFieldValidator}
          maxLength={15}
          autoComplete="off"
          description={t("gstinNote")}
        />
      )}
      <SubmitButton pendingText={t("saving")} className={buttonClass("primary", "md", "self-start")}>
        {t("saveDetails")}
      </SubmitButton>
    </Form>
  );
}

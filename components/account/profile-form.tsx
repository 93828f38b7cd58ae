"use client";

import { useRouter } from "next/navigation";
import { saveProfile } from "@/lib/api/account";
import { browserFetch } from "@/lib/api/browser-transport";
import type { Profile } from "@/lib/api/schemas/account";
import { errorText } from "@/lib/errors";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { useToast } from "@/components/dialogs/toast-api";
import { buttonClass } from "@/components/ui/button";

type Values = { name: string; email: string; phone: string };

/** Name and email; the mobile number is the sign-in identity and shows read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const router = useRouter();
  const toast = useToast();
  return (
    <Form<Values>
      defaultValues={profile}
      aria-label="Profile"
      className="flex max-w-lg flex-col gap-4"
      onSubmit={async ({ name, email }, form) => {
        try {
          const saved = await saveProfile(browserFetch, { name, email });
          form.reset({ name: saved.name, email: saved.email, phone: saved.phone });
          toast.success(saved.message);
          router.refresh();
        } catch (error) {
          throw new FormSubmitError(errorText(error));
        }
      }}
    >
      <FormField type="text" name="name" label="Name" required autoComplete="name" maxLength={80} />
      <FormField type="email" name="email" label="Email" autoComplete="email" />
      <FormField type="tel" name="phone" label="Mobile number" readonly description="Your mobile number is how you sign in, so it cannot be changed here." />
      <SubmitButton pendingText="Saving…" className={buttonClass("primary", "md", "self-start")}>
        Save details
      </SubmitButton>
    </Form>
  );
}

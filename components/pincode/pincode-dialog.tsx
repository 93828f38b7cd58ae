"use client";

import { useAtom, useAtomValue } from "jotai";
import { useTranslations } from "use-intl";
import { Form, FormField, FormSubmitError, SubmitButton } from "@/components/forms";
import { Modal } from "@/components/dialogs/modal";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiRequestError } from "@/lib/api/client";
import { checkPincode } from "@/lib/api/pincode";
import { errorMessage, errorText } from "@/lib/errors";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { useRefreshVisitor } from "@/lib/state/visitor";
import { reloadPage } from "./reload-page";

const PINCODE_MIN_LENGTH = 6;

/** The dialog itself only asks for at least 6 characters; `message` says so in the page's language. */
export const pincodeInputValidator = (message: string) => (value: unknown) => String(value ?? "").trim().length >= PINCODE_MIN_LENGTH || message;

/** The server's text for a failed answer, else the error's own message. */
const failureText = (error: unknown) => (error instanceof ApiRequestError ? errorText(error) : errorMessage(error));

/** 'Change Location': checks the pincode, then reloads the page so everything shows for it; an unserved one keeps the dialog open and says so. */
export function PincodeDialog() {
  const t = useTranslations("Shell");
  const [open, setOpen] = useAtom(pincodeDialogOpenAtom);
  const current = useAtomValue(pincodeAtom);
  const refreshVisitor = useRefreshVisitor();

  const submit = async ({ pincode }: { pincode: string }) => {
    let answer;
    try {
      answer = await checkPincode(browserFetch, pincode);
    } catch (error) {
      console.error(error);
      throw new FormSubmitError(failureText(error));
    }
    if (!answer.serviceable) throw new FormSubmitError(t("pincodeNotServed", { pincode: answer.pincode }));
    // The reloaded page paints the new pincode from the visitor hint this writes.
    await refreshVisitor().catch(() => undefined);
    reloadPage();
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} title={t("pincodeDialogTitle")} footer={null} width={420}>
      <p className="mb-4 text-sm text-fg-muted">
        {current ? `${t("pincodeDialogCurrent", { pincode: current })} ` : ""}
        {t("pincodeDialogIntro")}
      </p>
      <Form<{ pincode: string }> defaultValues={{ pincode: current ?? "" }} onSubmit={submit} className="grid gap-4">
        <FormField
          type="text"
          name="pincode"
          label={t("pincodeLabel")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t("pincodePlaceholder")}
          validator={pincodeInputValidator(t("pincodeInvalid"))}
        />
        <SubmitButton pendingText={t("pincodeChecking")} className="w-full bg-brand py-2.5 text-brand-contrast hover:bg-brand-strong">
          {t("pincodeApply")}
        </SubmitButton>
      </Form>
    </Modal>
  );
}

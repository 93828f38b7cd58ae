"use client";

import { useAtom, useAtomValue } from "jotai";
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
const PINCODE_MESSAGE = "Please enter a valid pincode";

/** The dialog itself only asks for at least 6 characters. */
export const validatePincodeInput = (value: unknown) => String(value ?? "").trim().length >= PINCODE_MIN_LENGTH || PINCODE_MESSAGE;

/** The server's text for a failed answer, else the error's own message. */
const failureText = (error: unknown) => (error instanceof ApiRequestError ? errorText(error) : errorMessage(error));

/** 'Change Location': checks the pincode, then reloads the page so everything shows for it; an unserved one keeps the dialog open with the server's text. */
export function PincodeDialog() {
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
    if (!answer.serviceable) throw new FormSubmitError(answer.message || `Sorry, we do not deliver to ${answer.pincode} yet`);
    // The reloaded page paints the new pincode from the visitor hint this writes.
    await refreshVisitor().catch(() => undefined);
    reloadPage();
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Change Location" footer={null} width={420}>
      <p className="mb-4 text-sm text-fg-muted">
        {current ? `Delivering to ${current}. ` : ""}Enter the pincode you want your order delivered to.
      </p>
      <Form<{ pincode: string }> defaultValues={{ pincode: current ?? "" }} onSubmit={submit} className="grid gap-4">
        <FormField
          type="text"
          name="pincode"
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="e.g. 560001"
          validator={validatePincodeInput}
        />
        <SubmitButton pendingText="Checking…" className="w-full bg-brand py-2.5 text-brand-contrast hover:bg-brand-strong">
          Apply
        </SubmitButton>
      </Form>
    </Modal>
  );
}

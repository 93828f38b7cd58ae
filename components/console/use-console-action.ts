"use client";

import { useState } from "react";
import { errorText } from "@/lib/errors";
import { useToast } from "@/lib/state/toasts";

/**
 * A console button's one call: busy while it runs, the server's message as a toast (its refusal as an
 * error toast), then `after` on success.
 */
export function useConsoleAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message: string }>, after: () => void) => {
    setBusy(true);
    try {
      toast.success((await action()).message);
      after();
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";

type ModalButtonsProps = {
  okText: string;
  cancelText: string;
  hideCancel: boolean;
  okDisabled?: boolean;
  /** Called by Ok before closing; return false to stay open. */
  onOk?: () => void | boolean | Promise<void | boolean>;
  close: (confirmed: boolean) => void;
};

/** The default footer of a centred modal: Cancel and Ok, Ok disabled while its onOk runs. */
export function ModalButtons({ okText, cancelText, hideCancel, okDisabled, onOk, close }: ModalButtonsProps) {
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (onOk) {
      setBusy(true);
      try {
        const result = await onOk();
        if (result === false) return;
      } finally {
        setBusy(false);
      }
    }
    close(true);
  };
  return (
    <div className="flex justify-end gap-2 border-t border-line px-5 py-3">
      {!hideCancel && (
        <button type="button" className={buttonClass("secondary")} onClick={() => close(false)}>
          {cancelText}
        </button>
      )}
      <button type="button" className={buttonClass("primary")} disabled={okDisabled || busy} onClick={ok}>
        {okText}
      </button>
    </div>
  );
}

import { useLayoutEffect, type RefObject } from "react";
import { focusableIn } from "./focus";
import { addShownModal, removeShownModal } from "./modal-stack";

/**
 * While `active`, shows the dialog with showModal() (top layer, the page behind inert) and moves focus
 * to `initialFocusRef`, else to the first focusable element that is not the close button, else to the
 * dialog itself. When `active` ends it closes the dialog and gives focus back to the element that had
 * it before opening (the browser would too, but not when the dialog leaves the page while still open).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    addShownModal(dialog);
    const target = initialFocusRef?.current ?? focusableIn(dialog).find((element) => !element.dataset.modalClose) ?? dialog;
    target.focus({ preventScroll: true });
    return () => {
      removeShownModal(dialog);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
    // The refs are read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

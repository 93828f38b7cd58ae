"use client";

import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "use-intl";
import type { ModalSide } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { CloseIcon } from "@/components/ui/icons";
import { isBackdropClick } from "./backdrop-click";
import { ModalButtons } from "./modal-buttons";
import { useIsClient } from "./use-is-client";
import { useModalDialog } from "./use-modal-dialog";
import { useOpenTransition } from "./use-open-transition";

export { MODAL_CLOSE_DELAY_MS, MODAL_OPEN_DELAY_MS } from "./use-open-transition";
export const DEFAULT_MODAL_WIDTH = 450;

export type ModalProps = {
  /** The flag: true shows the modal (after 5 ms), false hides it (unmounted after the 300 ms animation). */
  open: boolean;
  /** Asked to close: Esc, the X, the backdrop or Cancel give false; Ok gives true. */
  onClose: (confirmed: boolean) => void;
  /** After the close animation, with the confirm flag of the close. */
  afterClose?: (confirmed: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it still labels the dialog). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** A custom footer replaces the Cancel/Ok buttons; `null` shows no footer. */
  footer?: ReactNode;
  /** The buttons' texts; the page's language's Ok and Cancel when left out. */
  okText?: string;
  cancelText?: string;
  hideCancel?: boolean;
  okDisabled?: boolean;
  /** Called by Ok before closing; return false to stay open. */
  onOk?: () => void | boolean | Promise<void | boolean>;
  /** Pixels (default 450) or any CSS length. */
  width?: number | string;
  /** center: a dialog; right/left: a full-height side panel sliding in from that side. */
  side?: ModalSide;
  className?: string;
  bodyClassName?: string;
  /** The element to focus when opening (default: the first focusable element in the body, else the dialog). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
};

// Open, the dialog carries no transform: a transform would make it the box that the fixed toasts
// rendered inside it are placed in.
function placementClass(side: ModalSide, visible: boolean): string {
  if (side === "center") {
    return cx("inset-0 m-auto h-fit max-h-[90dvh] max-w-[calc(100%-2rem)] rounded-2xl", !visible && "scale-95 opacity-0");
  }
  return cx(
    "inset-y-0 h-dvh max-h-none max-w-full",
    side === "right" ? "right-0 left-auto" : "left-0 right-auto",
    !visible && (side === "right" ? "translate-x-full" : "-translate-x-full"),
  );
}

/** Every modal, drawer and side panel: a native <dialog> shown with showModal(), animated in and out. */
export function Modal({
  open,
  onClose,
  afterClose,
  title,
  hideTitle,
  description,
  children,
  footer,
  okText,
  cancelText,
  hideCancel = false,
  okDisabled,
  onOk,
  width = DEFAULT_MODAL_WIDTH,
  side = "center",
  className,
  bodyClassName,
  initialFocusRef,
}: ModalProps) {
  const isClient = useIsClient();
  const t = useTranslations("Shell");
  const confirmedRef = useRef(false);
  const { mounted, visible } = useOpenTransition(open, () => {
    const confirmed = confirmedRef.current;
    confirmedRef.current = false;
    afterClose?.(confirmed);
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, mounted && isClient, initialFocusRef);
  const titleId = useId();
  const descriptionId = useId();

  if (!mounted || !isClient) return null;

  const close = (confirmed: boolean) => {
    confirmedRef.current = confirmed;
    onClose(confirmed);
  };
  const cssWidth = typeof width === "number" ? `${width}px` : width;
  const isPanel = side !== "center";

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      data-state={visible ? "open" : "closed"}
      style={{ width: `min(100%, ${cssWidth})` }}
      // Escape: the browser would close at once; the modal closes through its transition instead.
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
      // Closed by the browser anyway (it may refuse to let Escape be cancelled twice in a row).
      onClose={() => {
        if (open) close(false);
      }}
      onClick={(event) => {
        if (isBackdropClick(event)) close(false);
      }}
      className={cx(
        "fixed flex-col overflow-hidden bg-surface-raised p-0 text-fg shadow-2xl outline-none open:flex",
        "transition duration-300 ease-out motion-reduce:transition-none",
        "backdrop:bg-black/50 backdrop:transition-opacity backdrop:duration-300 motion-reduce:backdrop:transition-none",
        visible ? "backdrop:opacity-100" : "backdrop:opacity-0",
        placementClass(side, visible),
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className={cx("text-lg font-semibold leading-snug", hideTitle && "sr-only")}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label={t("close")}
          data-modal-close="true"
          className={buttonClass("ghost", "icon", "-mr-2 -mt-1 h-9 w-9 shrink-0")}
          onClick={() => close(false)}
        >
          <CloseIcon />
        </button>
      </div>
      <div className={cx("min-h-0 flex-1 overflow-y-auto px-5 py-4", bodyClassName)}>{children}</div>
      {footer === undefined && !isPanel && (
        <ModalButtons okText={okText ?? t("modalOk")} cancelText={cancelText ?? t("modalCancel")} hideCancel={hideCancel} okDisabled={okDisabled} onOk={onOk} close={close} />
      )}
      {footer !== undefined && footer !== null && <div className="border-t border-line px-5 py-3">{footer}</div>}
    </dialog>,
    document.body,
  );
}

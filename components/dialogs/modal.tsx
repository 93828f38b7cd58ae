"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ModalSide } from "@/lib/state/ui";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { CloseIcon } from "@/components/ui/icons";
import { focusableIn, trapTab } from "./focus";

export const MODAL_OPEN_DELAY_MS = 5;
export const MODAL_CLOSE_DELAY_MS = 300;
export const DEFAULT_MODAL_WIDTH = 450;
export const DEFAULT_OK_TEXT = "Ok";
export const DEFAULT_CANCEL_TEXT = "Cancel";

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

const openStack: symbol[] = [];
const noSubscription = () => () => {};

/** False during server rendering and hydration, true afterwards (portals need document.body). */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
let scrollLocks = 0;

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks === 1) document.documentElement.style.overflow = "hidden";
}
function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.documentElement.style.overflow = "";
}

export function Modal({
  open,
  onClose,
  afterClose,
  title,
  hideTitle,
  description,
  children,
  footer,
  okText = DEFAULT_OK_TEXT,
  cancelText = DEFAULT_CANCEL_TEXT,
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
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  if (open && !mounted) setMounted(true);

  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const confirmedRef = useRef(false);
  const onCloseRef = useRef(onClose);
  const afterCloseRef = useRef(afterClose);
  useEffect(() => {
    onCloseRef.current = onClose;
    afterCloseRef.current = afterClose;
  });

  // Open after 5 ms (so the entry transition runs); unmount 300 ms after closing.
  useEffect(() => {
    if (!mounted) return;
    if (open) {
      const timer = window.setTimeout(() => setShown(true), MODAL_OPEN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setShown(false);
      setMounted(false);
      const confirmed = confirmedRef.current;
      confirmedRef.current = false;
      afterCloseRef.current?.(confirmed);
    }, MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  // While mounted: remember the opener, move focus in, lock scrolling, handle Esc and stray focus.
  useLayoutEffect(() => {
    if (!mounted || !isClient) return;
    const token = Symbol("modal");
    openStack.push(token);
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? focusableIn(panel).find((element) => !element.dataset.modalClose) ?? panel;
      target.focus({ preventScroll: true });
    }
    lockScroll();
    const isTop = () => openStack[openStack.length - 1] === token;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop() || !panelRef.current) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        confirmedRef.current = false;
        onCloseRef.current(false);
        return;
      }
      trapTab(event, panelRef.current);
    };
    const onFocusIn = (event: FocusEvent) => {
      const current = panelRef.current;
      if (!isTop() || !current || current.contains(event.target as Node)) return;
      (focusableIn(current)[0] ?? current).focus({ preventScroll: true });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    const opener = openerRef.current;
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      const index = openStack.indexOf(token);
      if (index !== -1) openStack.splice(index, 1);
      unlockScroll();
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
    // initialFocusRef is read once when opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, isClient]);

  if (!mounted || !isClient) return null;

  const visible = open && shown;
  const close = (confirmed: boolean) => {
    confirmedRef.current = confirmed;
    onClose(confirmed);
  };
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

  const cssWidth = typeof width === "number" ? `${width}px` : width;
  const isPanel = side !== "center";
  const showDefaultFooter = footer === undefined && !isPanel;

  return createPortal(
    <div
      className={cx("fixed inset-0 z-[1000] flex", !isPanel && "items-center justify-center p-4", side === "right" && "justify-end")}
      data-modal-root=""
    >
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className={cx(
          "absolute inset-0 bg-black/50 transition-opacity duration-300 motion-reduce:transition-none",
          visible ? "opacity-100" : "opacity-0",
        )}
        onClick={() => close(false)}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-state={visible ? "open" : "closed"}
        style={{ width: `min(100%, ${cssWidth})` }}
        className={cx(
          "relative flex flex-col bg-surface-raised text-fg shadow-2xl outline-none transition duration-300 ease-out motion-reduce:transition-none",
          !isPanel && "max-h-[90dvh] rounded-2xl",
          !isPanel && (visible ? "scale-100 opacity-100" : "scale-95 opacity-0"),
          isPanel && "h-dvh max-w-full",
          side === "right" && (visible ? "translate-x-0" : "translate-x-full"),
          side === "left" && (visible ? "translate-x-0" : "-translate-x-full"),
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
            aria-label="Close"
            data-modal-close="true"
            className={buttonClass("ghost", "icon", "-mr-2 -mt-1 h-9 w-9 shrink-0")}
            onClick={() => close(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={cx("min-h-0 flex-1 overflow-y-auto px-5 py-4", bodyClassName)}>{children}</div>
        {showDefaultFooter && (
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
        )}
        {footer !== undefined && footer !== null && <div className="border-t border-line px-5 py-3">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

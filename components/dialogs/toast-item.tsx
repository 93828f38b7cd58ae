"use client";

import { useState, type FocusEvent } from "react";
import { useTranslations } from "use-intl";
import { FALLBACK_ERROR_TEXT } from "@/lib/errors";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";
import type { Toast } from "@/lib/state/ui";
import { cx } from "@/components/ui/cx";
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from "@/components/ui/icons";
import { TOAST_DURATION_MS, useToast } from "@/lib/state/toasts";
import { usePausableTimeout } from "./use-pausable-timeout";

const STYLES: Record<Toast["type"], { box: string; icon: string; label: string }> = {
  info: { box: "border-sky-600", icon: "text-sky-600", label: "toastInfo" },
  success: { box: "border-success", icon: "text-success", label: "toastSuccess" },
  warning: { box: "border-accent", icon: "text-amber-600", label: "toastWarning" },
  error: { box: "border-danger", icon: "text-danger", label: "toastError" },
};

/**
 * One toast: its kind, title and text, a close button, and a timer that waits while it is pointed at or
 * focused. The store's own sentence for an error without words of the server's, and the server's known
 * sentences, are said in the page's language.
 */
export function ToastItem({ toast }: { toast: Toast }) {
  const t = useTranslations("Shell");
  const say = useServerSentence();
  const { dismiss } = useToast();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  usePausableTimeout(() => dismiss(toast.id), TOAST_DURATION_MS, hovered || focused);
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const style = STYLES[toast.type];
  const Icon = toast.type === "success" ? CheckIcon : toast.type === "info" ? InfoIcon : AlertIcon;
  return (
    <div
      data-toast-type={toast.type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      className={cx(
        "pointer-events-auto flex w-full items-start gap-3 rounded-xl border-l-4 bg-surface-raised p-3 pr-2 text-sm text-fg shadow-lg ring-1 ring-line",
        "animate-[toast-in_200ms_ease-out] motion-reduce:animate-none",
        style.box,
      )}
    >
      <Icon className={cx("mt-0.5 shrink-0", style.icon)} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title ?? t(style.label)}</p>
        <p className="whitespace-pre-line break-words text-fg-muted">{toast.text === FALLBACK_ERROR_TEXT ? t("errorText") : say(toast.text)}</p>
      </div>
      <button
        type="button"
        aria-label={t("closeNotification")}
        className="grid h-8 w-8 shrink-0 cursor-pointer place-items-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-brand"
        onClick={() => dismiss(toast.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

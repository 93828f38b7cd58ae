"use client";

import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "use-intl";
import { toastsAtom, type Toast } from "@/lib/state/ui";
import { useTopModal } from "./modal-stack";
import { onDemand, usePreloadOnInteraction } from "./on-demand";

// A toast's code arrives at the first interaction with the page, or with the first toast: the live regions it goes into are there from the start.
const toastItem = onDemand(() => import("./toast-item").then((module) => module.ToastItem));
const PRELOADS = [toastItem];

/** Present from the first render, so screen readers already watch it when a toast is added. */
function LiveRegion({ toasts, assertive }: { toasts: Toast[]; assertive: boolean }) {
  return (
    <div role={assertive ? "alert" : "status"} aria-live={assertive ? "assertive" : "polite"} className="flex flex-col gap-2 empty:hidden">
      {toasts.map((toast) => (
        <Suspense key={toast.id} fallback={null}>
          <toastItem.Component toast={toast} />
        </Suspense>
      ))}
    </div>
  );
}

/**
 * Toasts at the top centre: panels and pages keep their primary action at the bottom (the cart panel's
 * Continue to Checkout) or on the right (checkout's summary), so a toast never covers one. While a
 * modal dialog is open the page is inert (unreadable, unclickable), so the toasts move into that dialog.
 */
export function ToastViewport() {
  usePreloadOnInteraction(PRELOADS);
  const t = useTranslations("Shell");
  const toasts = useAtomValue(toastsAtom);
  const topModal = useTopModal();
  const viewport = (
    <section aria-label={t("notifications")} className="pointer-events-none fixed inset-x-0 top-0 z-[1100] flex justify-center p-3 sm:p-4">
      <div className="flex w-full max-w-sm flex-col gap-2">
        <LiveRegion assertive={false} toasts={toasts.filter((toast) => toast.type !== "error")} />
        <LiveRegion assertive toasts={toasts.filter((toast) => toast.type === "error")} />
      </div>
    </section>
  );
  return topModal ? createPortal(viewport, topModal) : viewport;
}

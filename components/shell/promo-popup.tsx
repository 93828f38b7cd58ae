"use client";

import { usePathname } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import type { Popup } from "@/lib/api/schemas";
import { whenIdle } from "@/lib/when-idle";
import { onDemand } from "@/components/dialogs/on-demand";

// The card's code is fetched once the page is idle, within the popup's 5 s wait, so it is there when the popup shows.
const promoCard = onDemand(() => import("./promo-card").then((module) => module.PromoCard));

const POPUP_DELAY_MS = 5000;
const POPUP_PATHS = ["/", "/products"];

function popupStorageKey(image: string): string {
  return `promo-popup-seen:${image}`;
}

function alreadySeen(popup: Popup): boolean {
  if (!popup.once) return false;
  try {
    return window.localStorage.getItem(popupStorageKey(popup.image)) === "1";
  } catch {
    return false;
  }
}

function rememberSeen(popup: Popup) {
  if (!popup.once) return;
  try {
    window.localStorage.setItem(popupStorageKey(popup.image), "1");
  } catch {
    // Storage may be unavailable (private mode); then it simply shows again next time.
  }
}

/**
 * The promotional popup: 5 s after load, only on / and /products; hides itself after `duration`
 * seconds (default 5); with `once`, shown once per image (remembered in localStorage). It does not
 * take focus or block the page (a complementary card in the corner, not a dialog) and has its own close button.
 */
export function PromoPopup({ popup }: { popup: Popup | null }) {
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [done, setDone] = useState(false);
  const eligible = Boolean(popup?.image) && POPUP_PATHS.includes(pathname) && !done;

  useEffect(() => {
    if (!eligible || !popup) return;
    if (alreadySeen(popup)) return;
    whenIdle(promoCard.preload);
    const timer = window.setTimeout(() => {
      rememberSeen(popup);
      setVisible(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [eligible, popup]);

  useEffect(() => {
    if (!visible || !popup) return;
    const seconds = popup.duration > 0 ? popup.duration : 5;
    const timer = window.setTimeout(() => {
      setVisible(false);
      setDone(true);
    }, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [visible, popup]);

  if (!popup || !visible || !POPUP_PATHS.includes(pathname)) return null;
  const close = () => {
    setVisible(false);
    setDone(true);
  };
  return (
    <Suspense fallback={null}>
      <promoCard.Component popup={popup} onClose={close} />
    </Suspense>
  );
}

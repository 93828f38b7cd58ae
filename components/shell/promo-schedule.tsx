"use client";

import { useEffect, useState } from "react";
import type { Popup } from "@/lib/api/schemas";
import { popupScheduledAt } from "@/lib/popup-rule";
import { PromoCard } from "./promo-card";

const POPUP_DELAY_MS = 5000;

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
 * When the promotional popup shows: within its schedule (checked by the shopper's clock, so a cached
 * page starts and stops showing it on time), 5 s after it is mounted (with the page), then for `duration`
 * seconds (default 5) or until closed, after which `onDone` runs; with `once`, once per image
 * (remembered in localStorage).
 */
export function PromoSchedule({ popup, onDone }: { popup: Popup; onDone: () => void }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (alreadySeen(popup) || !popupScheduledAt(popup, new Date())) return;
    const timer = window.setTimeout(() => {
      rememberSeen(popup);
      setVisible(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popup]);

  useEffect(() => {
    if (!visible) return;
    const seconds = popup.duration > 0 ? popup.duration : 5;
    const timer = window.setTimeout(onDone, seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [visible, popup, onDone]);

  return visible ? <PromoCard popup={popup} onClose={onDone} /> : null;
}

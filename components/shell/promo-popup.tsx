"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { Popup } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { cx } from "@/components/ui/cx";
import { CloseIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

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
    <aside
      aria-label="Special offer"
      data-testid="promo-popup"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      className={cx(
        "fixed bottom-4 left-4 z-[1200] w-[min(16rem,calc(100vw-2rem))] sm:w-80 overflow-hidden rounded-2xl bg-surface-raised shadow-2xl ring-1 ring-line",
        "animate-[popup-in_250ms_ease-out] motion-reduce:animate-none",
      )}
    >
      <SmartLink href={popup.link} className="block" onClick={close}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={imageUrl(popup.image, "large")} alt="Special offer" width={640} height={640} decoding="async" className="block h-auto w-full" />
      </SmartLink>
      <button
        type="button"
        aria-label="Close"
        onClick={close}
        className="absolute right-2 top-2 grid h-8 w-8 cursor-pointer place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}

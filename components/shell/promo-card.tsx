"use client";

import { useTranslations } from "use-intl";
import type { Popup } from "@/lib/api/schemas";
import { imageUrl } from "@/lib/images";
import { cx } from "@/components/ui/cx";
import { CloseIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";

/** The promotional popup's card: the offer's picture as a link, and a close button (see PromoPopup). */
export function PromoCard({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const t = useTranslations("Shell");
  return (
    <aside
      aria-label={t("specialOffer")}
      data-testid="promo-popup"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className={cx(
        "fixed bottom-4 left-4 z-[1200] w-[min(16rem,calc(100vw-2rem))] sm:w-80 overflow-hidden rounded-2xl bg-surface-raised shadow-2xl ring-1 ring-line",
        "animate-[popup-in_250ms_ease-out] motion-reduce:animate-none",
      )}
    >
      <SmartLink href={popup.link} className="block" onClick={onClose}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={imageUrl(popup.image, "large")} alt={t("specialOffer")} width={640} height={640} decoding="async" className="block h-auto w-full" />
      </SmartLink>
      <button
        type="button"
        aria-label={t("close")}
        onClick={onClose}
        className="absolute right-2 top-2 grid h-8 w-8 cursor-pointer place-items-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}

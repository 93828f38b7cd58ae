"use client";

import { useAtomValue, useSetAtom } from "jotai";
import { useTranslations } from "use-intl";
import type { ReactNode } from "react";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, MapPinIcon } from "@/components/ui/icons";

type Variant = "stacked" | "inline" | "strip";

/** The button's text for a pincode (null: none chosen); `code` is how the pincode itself is drawn. */
function PincodeText({ variant, code }: { variant: Variant; code: ReactNode | null }) {
  const t = useTranslations("Shell");
  if (variant === "stacked") {
    return (
      <span className="flex flex-col leading-tight">
        <span aria-hidden="true" className="text-[11px] font-medium uppercase tracking-wide text-fg-muted">
          {code ? t("deliverTo") : t("delivery")}
        </span>
        <span className="text-sm font-semibold">
          {code ? (
            <>
              <span className="sr-only">{t("deliverTo")} </span>
              {code}
            </>
          ) : (
            t("selectPincode")
          )}
        </span>
      </span>
    );
  }
  return <span>{code ? <>{t("deliverTo")} {code}</> : t("selectPincode")}</span>;
}

/**
 * Until the visitor call answers, the page is the same for everyone: both texts are drawn and the
 * visitor hint shows the right one, with the hinted pincode.
 */
function HintedText({ variant }: { variant: Variant }) {
  return (
    <>
      <span data-hint-when="no-pincode" className="contents">
        <PincodeText variant={variant} code={null} />
      </span>
      <span data-hint-when="pincode" className="contents">
        <PincodeText variant={variant} code={<span data-hint-text="pincode" />} />
      </span>
    </>
  );
}

type PincodeButtonProps = {
  variant?: Variant;
  className?: string;
  /** Runs before the dialog opens (the drawer closes itself first). */
  onOpen?: () => void;
};

/** Opens the pincode dialog (pincodeDialogOpenAtom); shows the current pincode. */
export function PincodeButton({ variant = "stacked", className, onOpen }: PincodeButtonProps) {
  const ready = useVisitorReady();
  const pincode = useAtomValue(pincodeAtom);
  const open = useSetAtom(pincodeDialogOpenAtom);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        open(true);
      }}
      className={cx(
        "pincode-button group",
        variant === "stacked" && "px-2 py-1 hover:bg-surface-muted",
        variant === "inline" && "px-2 py-1 text-sm hover:bg-surface-muted",
        variant === "strip" && "text-sm font-medium hover:underline",
        className,
      )}
    >
      <MapPinIcon size={variant === "stacked" ? 22 : 16} className={variant === "strip" ? "" : "text-brand"} />
      {ready ? <PincodeText variant={variant} code={pincode} /> : <HintedText variant={variant} />}
      <ChevronDownIcon size={14} className="opacity-60" />
    </button>
  );
}

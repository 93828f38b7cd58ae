"use client";

import { useAtomValue, useSetAtom } from "jotai";
import { pincodeAtom, pincodeDialogOpenAtom } from "@/lib/state/ui";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, MapPinIcon } from "@/components/ui/icons";

export function pincodeLabel(pincode: string | null | undefined): string {
  return pincode ? `Deliver to ${pincode}` : "Select pincode";
}

type PincodeButtonProps = {
  variant?: "stacked" | "inline" | "strip";
  className?: string;
  /** Runs before the dialog opens (the drawer closes itself first). */
  onOpen?: () => void;
};

/** Opens the pincode dialog (pincodeDialogOpenAtom); shows the current pincode. */
export function PincodeButton({ variant = "stacked", className, onOpen }: PincodeButtonProps) {
  const pincode = useAtomValue(pincodeAtom);
  const open = useSetAtom(pincodeDialogOpenAtom);
  const label = pincodeLabel(pincode);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => {
        onOpen?.();
        open(true);
      }}
      className={cx(
        "group inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand",
        variant === "stacked" && "px-2 py-1 hover:bg-surface-muted",
        variant === "inline" && "px-2 py-1 text-sm hover:bg-surface-muted",
        variant === "strip" && "text-sm font-medium hover:underline",
        className,
      )}
    >
      <MapPinIcon size={variant === "stacked" ? 22 : 16} className={variant === "strip" ? "" : "text-brand"} />
      {variant === "stacked" ? (
        <span className="flex flex-col leading-tight">
          <span aria-hidden="true" className="text-[11px] font-medium uppercase tracking-wide text-fg-muted">
            {pincode ? "Deliver to" : "Delivery"}
          </span>
          <span className="text-sm font-semibold">
            <span className="sr-only">{label}</span>
            <span aria-hidden="true">{pincode ?? "Select pincode"}</span>
          </span>
        </span>
      ) : (
        <span>{label}</span>
      )}
      <ChevronDownIcon size={14} className="opacity-60" />
    </button>
  );
}

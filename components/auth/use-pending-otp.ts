"use client";

import { useMemo, useState, useSyncExternalStore } from "react";
import { parsePendingOtp, PENDING_OTP_KEY, type PendingOtp } from "@/lib/auth/pending-otp";

const noSubscription = () => () => {};

/** The code request in progress (none during the server render); `update` after a resend. */
export function usePendingOtp(): [PendingOtp | null, (next: PendingOtp) => void] {
  const raw = useSyncExternalStore(
    noSubscription,
    () => sessionStorage.getItem(PENDING_OTP_KEY),
    () => null,
  );
  const stored = useMemo(() => parsePendingOtp(raw), [raw]);
  const [fresh, setFresh] = useState<PendingOtp | null>(null);
  return [fresh ?? stored, setFresh];
}

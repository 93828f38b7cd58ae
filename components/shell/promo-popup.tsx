"use client";

import { usePathname } from "next/navigation";
import { Suspense, useCallback, useState } from "react";
import type { Popup } from "@/lib/api/schemas";
import { popupShowsOn } from "@/lib/popup-rule";
import { onDemand } from "@/components/dialogs/on-demand";

// Its code is fetched only on the pages the popup may show on.
const PromoSchedule = onDemand(() => import("./promo-schedule").then((module) => module.PromoSchedule)).Component;

/**
 * The promotional popup: 5 s after load, on the pages the seller chose and within its schedule; hides itself after `duration`
 * seconds (default 5); with `once`, shown once per image (remembered in localStorage). It does not
 * take focus or block the page (a complementary card in the corner, not a dialog) and has its own
 * close button. Once it has shown, it stays away for the rest of the visit.
 */
export function PromoPopup({ popup }: { popup: Popup | null }) {
  const pathname = usePathname();
  const [done, setDone] = useState(false);
  const finish = useCallback(() => setDone(true), []);
  if (!popup?.image || !popupShowsOn(popup, pathname) || done) return null;
  return (
    <Suspense fallback={null}>
      <PromoSchedule popup={popup} onDone={finish} />
    </Suspense>
  );
}

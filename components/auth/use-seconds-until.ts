"use client";

import { useEffect, useState } from "react";

/** Whole seconds until the epoch-ms target (0 once passed or without one), ticking every second. */
export function useSecondsUntil(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(first);
    };
  }, [target]);
  return target === null ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

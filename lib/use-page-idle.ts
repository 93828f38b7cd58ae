"use client";
import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/** False until the page has loaded and the browser is idle: for parts whose code may wait until then. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Everything that waits for idle re-renders from this flag: as a transition, React renders it in
    // short slices that input can interrupt, not in one long task.
    whenIdle(() => startTransition(() => setIdle(true)));
  }, []);
  return idle;
}

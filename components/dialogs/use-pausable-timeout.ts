"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onDone` once `ms` of unpaused time has passed. While `paused` the clock stops; it resumes with
 * what was left, so a toast a reader is hovering or tabbing through is not taken away mid-sentence.
 */
export function usePausableTimeout(onDone: () => void, ms: number, paused: boolean) {
  const remaining = useRef(ms);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => done.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused]);
}

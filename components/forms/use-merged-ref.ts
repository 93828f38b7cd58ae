"use client";

import { useCallback, type RefObject } from "react";

/** One ref callback that fills a local ref and forwards the element to another ref callback (e.g. RHF's field.ref). */
export function useMergedRef<T>(localRef: RefObject<T | null>, forward: (element: T | null) => void) {
  return useCallback(
    (element: T | null) => {
      localRef.current = element;
      forward(element);
    },
    [localRef, forward],
  );
}

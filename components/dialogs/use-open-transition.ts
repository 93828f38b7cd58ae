import { useEffect, useRef, useState } from "react";

export const MODAL_OPEN_DELAY_MS = 5;
export const MODAL_CLOSE_DELAY_MS = 300;

/**
 * The life of a modal around its CSS transitions: `mounted` from the moment `open` turns true until
 * 300 ms after it turns false (then `onExited` runs); `visible` 5 ms after opening, so the entry
 * transition starts from the closed styles, and false as soon as closing starts.
 */
export function useOpenTransition(open: boolean, onExited: () => void): { mounted: boolean; visible: boolean } {
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  if (open && !mounted) setMounted(true);
  const onExitedRef = useRef(onExited);
  useEffect(() => {
    onExitedRef.current = onExited;
  });

  useEffect(() => {
    if (!mounted) return;
    if (open) {
      const timer = window.setTimeout(() => setShown(true), MODAL_OPEN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setShown(false);
      setMounted(false);
      onExitedRef.current();
    }, MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  return { mounted, visible: open && shown };
}

"use client";
import { useEffect, useState, type RefObject } from "react";

/**
 * False until `target` comes within a screen's height of what the shopper sees, then true for good:
 * for parts below the first screen whose code and data a shopper who never scrolls there never needs.
 * Where the browser cannot tell (no IntersectionObserver), true at once.
 */
export function useNearScreen(target: RefObject<Element | null>): boolean {
  // Decided in the first state rather than set in an effect: on the server (no window) the part waits,
  // and a browser without the API (jsdom in the unit tests) shows it in its first render.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined" && typeof window !== "undefined");
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "100% 0px 100% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
}

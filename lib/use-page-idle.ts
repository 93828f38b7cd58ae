"use client";
import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle";

/** False until the page has loaded and the browser is idle: for parts whose code may wait until then. */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    whenIdle(() => setIdle(true));
  }, []);
  return idle;
}

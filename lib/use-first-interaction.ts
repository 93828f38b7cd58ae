"use client";
import { startTransition, useEffect, useState } from "react";
import { onFirstInteraction } from "./on-first-interaction";

/** False until the shopper first touches, clicks, types or moves the mouse on the page. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => onFirstInteraction(() => startTransition(() => setInteracted(true))), []);
  return interacted;
}

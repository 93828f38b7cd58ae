"use client";

import { useAtomValue, type Atom } from "jotai";
import dynamic from "next/dynamic";
import { useEffect, useState, type ComponentType } from "react";
import { whenIdle } from "@/lib/when-idle";

/**
 * A dialog whose code is not part of the page's first JavaScript: it is fetched once the browser is
 * idle after the load event, or at once when `openAtom` turns true first, and mounted from then on.
 */
export function onFirstOpen<Props extends object>(openAtom: Atom<boolean>, load: () => Promise<ComponentType<Props>>) {
  const Dialog = dynamic(load, { ssr: false });
  return function DialogOnFirstOpen(props: Props) {
    const open = useAtomValue(openAtom);
    const [wanted, setWanted] = useState(false);
    useEffect(() => whenIdle(() => setWanted(true)), []);
    return wanted || open ? <Dialog {...props} /> : null;
  };
}

"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { focusableEntries } from "./sub-nav-focus";

type OpenDropdown = { openIndex: number | null; setOpen: (index: number, open: boolean) => void };

const OpenDropdownContext = createContext<OpenDropdown>({ openIndex: null, setOpen: () => {} });

/** Whether the bar's dropdown at `index` is open, and how to open or close it: one at a time. */
export function useBarDropdown(index: number) {
  const { openIndex, setOpen } = useContext(OpenDropdownContext);
  return { open: openIndex === index, setOpen: (open: boolean) => setOpen(index, open) };
}

/** The bar's list: ArrowLeft/ArrowRight move between its entries, and at most one dropdown is open. */
export function SubNavList({ className, minHeight, children }: { className: string; minHeight: number; children: ReactNode }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const setOpen = (index: number, open: boolean) => setOpenIndex((current) => (open ? index : current === index ? null : current));
  return (
    <OpenDropdownContext.Provider value={{ openIndex, setOpen }}>
      <ul
        className={className}
        style={{ minHeight }}
        onKeyDown={(event) => {
          if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
          const entries = focusableEntries(event.currentTarget);
          const index = entries.indexOf(document.activeElement as HTMLElement);
          if (index === -1) return;
          event.preventDefault();
          entries[(index + (event.key === "ArrowRight" ? 1 : -1) + entries.length) % entries.length]?.focus();
        }}
      >
        {children}
      </ul>
    </OpenDropdownContext.Provider>
  );
}

"use client";

import { Provider } from "jotai";
import { Suspense, useState, type ReactNode } from "react";
import { createUiStore } from "@/lib/state/ui";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { VisitorSync } from "@/components/shell/visitor-sync";

/** Client providers: the atom store, the visitor call, scroll handling. */
export function Providers({ children }: { children: ReactNode }) {
  const [store] = useState(createUiStore);
  return (
    <Provider store={store}>
      <VisitorSync />
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
      {children}
    </Provider>
  );
}

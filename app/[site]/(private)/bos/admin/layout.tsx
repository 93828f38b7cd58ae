import type { Metadata } from "next";
import type { ReactNode } from "react";
import { requireConsoleAccess } from "@/lib/auth/console-guard";
import { ConsoleFrame } from "@/components/console/console-frame";

export const metadata: Metadata = { title: { default: "Administration", template: "%s · Administration" }, robots: { index: false } };

/** Every console page: only the website's administrators get past this (404 for anyone else). */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const context = await requireConsoleAccess();
  return <ConsoleFrame context={context}>{children}</ConsoleFrame>;
}

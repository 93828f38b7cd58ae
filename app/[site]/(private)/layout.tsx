import type { ReactNode } from "react";

/**
 * Account, checkout, order and sign-in pages belong to one visitor: rendered on every request from
 * their session (with its guards), never cached; proxy.ts sends them with no-store.
 */
export const dynamic = "force-dynamic";

export default function PrivateLayout({ children }: { children: ReactNode }) {
  return children;
}

import type { ReactNode } from "react";

/** The panels an order is shown in, on the order page and on the order success page (server and client ones). */
export function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

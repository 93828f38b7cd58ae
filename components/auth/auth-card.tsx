import type { ReactNode } from "react";

/** The namespaces of the sign-in pages' client islands. */
export const SIGN_IN_NAMESPACES = ["SignIn"];

/** The full-width auth layout: a centred card on the page's full width. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="flex w-full justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-fg-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-line pt-4 text-sm text-fg-muted">{footer}</div> : null}
      </div>
    </section>
  );
}

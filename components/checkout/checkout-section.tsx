import type { ReactNode } from "react";

/** A numbered card of the checkout page: heading, then its content. */
export function CheckoutSection({ step, title, children, action }: { step: number; title: string; children: ReactNode; action?: ReactNode }) {
  const id = `checkout-step-${step}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-fg">
          <span aria-hidden className="grid h-7 w-7 place-items-center rounded-full bg-brand text-sm font-bold text-brand-contrast">
            {step}
          </span>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A radio choice drawn as a card; the checked one gets the brand border. */
export function ChoiceCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface p-3 transition-colors hover:border-brand has-[input:checked]:border-brand has-[input:checked]:bg-brand/5 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 ${className}`}
    >
      {children}
    </label>
  );
}

import type { ReactNode } from "react";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { AccountNav } from "@/components/account/account-nav";
import { accountSections } from "@/components/account/account-sections";

export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await requireSignedIn();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:gap-10">
        <aside className="md:w-56 md:shrink-0">
          <p className="mb-3 hidden text-xs font-semibold uppercase tracking-wide text-fg-muted md:block">My account</p>
          <AccountNav sections={accountSections(user)} />
        </aside>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}

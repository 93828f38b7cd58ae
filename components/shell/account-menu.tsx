"use client";

import { useAtomValue } from "jotai";
import { useTranslations } from "use-intl";
import Link from "next/link";
import { Suspense } from "react";
import { onDemand } from "@/components/dialogs/on-demand";
import { userAtom } from "@/lib/state/ui";
import { useVisitorReady } from "@/lib/state/visitor";
import { buttonClass } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { ChevronDownIcon, UserIcon } from "@/components/ui/icons";
import { ACCOUNT_BUTTON_CLASS, accountNameClass } from "./account-button-class";

/** Guests, most visitors, never need the menu's code: it is fetched once the visitor call says who is signed in. */
const UserMenu = onDemand(() => import("./account-user-menu").then((module) => module.UserMenu)).Component;

type AccountAreaProps = { showAccount: boolean; showLogin: boolean; showRegister: boolean; compact?: boolean };

/** Until the visitor call answers: the account button as the visitor hint says, same size, not yet usable. */
function AccountPlaceholder({ compact }: { compact?: boolean }) {
  return (
    <span data-hint-when="member" aria-hidden="true" className={ACCOUNT_BUTTON_CLASS}>
      <span className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
        <UserIcon size={18} />
      </span>
      <span data-hint-text="name" className={cx("truncate", accountNameClass(compact))} />
      <ChevronDownIcon size={16} className="hidden shrink-0 sm:block" />
    </span>
  );
}

function GuestButtons({ showLogin, showRegister, compact, pending }: Omit<AccountAreaProps, "showAccount"> & { pending: boolean }) {
  const t = useTranslations("Shell");
  if (!showLogin && !showRegister) return null;
  return (
    <div className="flex shrink-0 items-center gap-1" data-hint-when={pending ? "no-member" : undefined}>
      {showLogin && (
        <Link href="/auth/login" className={buttonClass("outline", "md", "px-2.5 sm:px-3")} prefetch={false}>
          <UserIcon size={18} className={compact ? "hidden sm:block" : ""} />
          {t("login")}
        </Link>
      )}
      {showRegister && (
        <span className="hidden lg:contents">
          <Link href="/auth/register" className={buttonClass("ghost", "md", "px-3")} prefetch={false}>
            {t("register")}
          </Link>
        </span>
      )}
    </div>
  );
}

/**
 * Signed in: the account menu. Guests: Login (and Register where allowed). Before the visitor call
 * answers, the page is the same for everyone, so both are drawn and the visitor hint shows one.
 */
export function AccountArea({ showAccount, showLogin, showRegister, compact }: AccountAreaProps) {
  const ready = useVisitorReady();
  const user = useAtomValue(userAtom);
  if (!ready) {
    return (
      <>
        {showAccount && <AccountPlaceholder compact={compact} />}
        <GuestButtons showLogin={showLogin} showRegister={showRegister} compact={compact} pending />
      </>
    );
  }
  if (user) {
    if (!showAccount) return null;
    return (
      <Suspense fallback={<AccountPlaceholder compact={compact} />}>
        <UserMenu user={user} compact={compact} />
      </Suspense>
    );
  }
  return <GuestButtons showLogin={showLogin} showRegister={showRegister} compact={compact} pending={false} />;
}

"use client";

import { useSetAtom } from "jotai";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { logout } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { userAtom } from "@/lib/state/ui";
import { useRefreshVisitor } from "@/lib/state/visitor";
import { useToast } from "@/lib/state/toasts";
import { useLanguagePath } from "@/components/i18n/language-link";

/**
 * Signs out from a click on the store's own page: the server call (a same-origin POST with the
 * anti-forgery token), then the user is cleared; then home, with a notice. Rejects with the server's
 * error, leaving the user signed in. The notice and the home page are in the page's language.
 */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  const setUser = useSetAtom(userAtom);
  const toast = useToast();
  const refreshVisitor = useRefreshVisitor();
  const t = useTranslations("Shell");
  const inPageLanguage = useLanguagePath();
  return async () => {
    await logout(browserFetch);
    setUser(null);
    await refreshVisitor().catch(() => undefined);
    toast.success(t("loggedOut"));
    router.replace(inPageLanguage("/"));
    router.refresh();
  };
}

"use client";

import { useTranslations } from "use-intl";
import { useProgressRouter } from "@/lib/navigation-start";
import { useState } from "react";
import { browserFetch } from "@/lib/api/browser-transport";
import { ApiRequestError } from "@/lib/api/client";
import { requestStockAlert } from "@/lib/api/stock-alerts";
import { returnHereAfterSignIn } from "@/lib/auth/redirect";
import { LOGIN_PATH } from "@/lib/auth/route-rules";
import { errorText, FALLBACK_ERROR_TEXT } from "@/lib/errors";
import { useLanguagePath } from "@/components/i18n/language-link";
import { useKnownUser } from "@/lib/state/visitor";
import { buttonClass } from "@/components/ui/button";
import { BellIcon } from "@/components/ui/icons";
import { useServerSentence } from "@/lib/i18n/use-server-sentence";

/**
 * "Notify me" under an out-of-stock pack: a signed-in shopper's request is recorded and confirmed in
 * words; a guest signs in first and comes back here.
 */
export function NotifyMeButton({ packId, label }: { packId: number; label: string }) {
  const t = useTranslations("Product");
  const say = useServerSentence();
  const knownUser = useKnownUser();
  const router = useProgressRouter();
  const inPageLanguage = useLanguagePath();
  const [answer, setAnswer] = useState<{ packId: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    if (!(await knownUser())) {
      returnHereAfterSignIn();
      router.push(inPageLanguage(LOGIN_PATH));
      return;
    }
    setBusy(true);
    try {
      setAnswer({ packId, text: (await requestStockAlert(browserFetch, packId)).message });
    } catch (error) {
      // The server's refusal (the pack is back in stock, say), not the request's status line.
      const refusal = error instanceof ApiRequestError ? errorText(error) : FALLBACK_ERROR_TEXT;
      setAnswer({ packId, text: refusal === FALLBACK_ERROR_TEXT ? t("somethingWrong") : refusal });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <button type="button" className={buttonClass("outline", "md")} onClick={() => void ask()} aria-busy={busy || undefined} aria-label={t("notifyMeWhen", { item: label })}>
        <BellIcon size={18} />
        {t("notifyMe")}
      </button>
      <p role="status" className="text-sm text-fg-muted">
        {answer?.packId === packId ? say(answer.text) : ""}
      </p>
    </div>
  );
}

"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";
import { errorText } from "@/lib/errors";
import { buttonClass } from "@/components/ui/button";
import { useSignOut } from "./use-sign-out";

/**
 * Opening the page signs nobody out: a link from another site could open it. The shopper confirms
 * with the button, whose click sends the sign-out as a same-origin write.
 */
export function LogoutScreen() {
  const t = useTranslations("SignIn");
  const signOut = useSignOut();
  const [state, setState] = useState<{ phase: "asking" | "working" } | { phase: "failed"; text: string }>({ phase: "asking" });

  const run = async () => {
    setState({ phase: "working" });
    try {
      await signOut();
    } catch (error) {
      setState({ phase: "failed", text: errorText(error) });
    }
  };

  return (
    <div className="flex flex-col items-start gap-3">
      {state.phase === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          {state.text}
        </p>
      ) : (
        <p className="text-sm text-fg-muted">{t("logoutQuestion")}</p>
      )}
      <button type="button" className={buttonClass("primary")} disabled={state.phase === "working"} onClick={() => void run()}>
        {state.phase === "working" ? t("loggingOut") : t("logOut")}
      </button>
    </div>
  );
}

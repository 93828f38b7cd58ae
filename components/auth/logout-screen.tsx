"use client";

import { useSetAtom } from "jotai";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { logout } from "@/lib/api/auth";
import { browserFetch } from "@/lib/api/browser-transport";
import { errorText } from "@/lib/errors";
import { userAtom } from "@/lib/state/ui";
import { useRefreshVisitor } from "@/lib/state/visitor";
import { useToast } from "@/lib/state/toasts";
import { buttonClass } from "@/components/ui/button";

const LOGGED_OUT_TEXT = "You have been logged out";

/** Logout calls the server, then clears the user; then home, with a notice. */
export function LogoutScreen() {
  const router = useRouter();
  const setUser = useSetAtom(userAtom);
  const toast = useToast();
  const refreshVisitor = useRefreshVisitor();
  const [state, setState] = useState<{ phase: "working" | "done" } | { phase: "failed"; text: string }>({ phase: "working" });
  const started = useRef(false);

  const run = async () => {
    setState({ phase: "working" });
    try {
      await logout(browserFetch);
    } catch (error) {
      setState({ phase: "failed", text: errorText(error) });
      return;
    }
    setUser(null);
    await refreshVisitor().catch(() => undefined);
    setState({ phase: "done" });
    toast.success(LOGGED_OUT_TEXT);
    router.replace("/");
    router.refresh();
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  });

  if (state.phase === "failed") {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-danger">{state.text}</p>
        <button type="button" className={buttonClass("primary")} onClick={() => void run()}>
          Try again
        </button>
      </div>
    );
  }
  return <p role="status">{state.phase === "done" ? LOGGED_OUT_TEXT : "Logging you out…"}</p>;
}

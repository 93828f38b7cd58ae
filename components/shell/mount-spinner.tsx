"use client";

import { useTranslations } from "use-intl";
import { useIsClient } from "@/components/dialogs/use-is-client";
import { Spinner } from "@/components/ui/spinner";

/**
 * A small corner spinner from the first byte until the application has mounted. It never covers the
 * server-rendered content; without scripts it is hidden (globals.css).
 */
export function MountSpinner() {
  const mounted = useIsClient();
  const t = useTranslations("Shell");
  if (mounted) return null;
  return (
    <div
      data-mount-spinner=""
      role="status"
      aria-label={t("pageLoading")}
      className="mount-spinner"
    >
      <Spinner size={18} />
    </div>
  );
}

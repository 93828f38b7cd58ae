"use client";

import { useTranslations } from "use-intl";

/** 581 → "9:41" */
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** How long the code still works, then that it no longer does (announced once, not every tick). */
export function CodeExpiry({ secondsLeft }: { secondsLeft: number }) {
  const t = useTranslations("SignIn");
  if (secondsLeft <= 0) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t("codeExpired")}
      </p>
    );
  }
  return (
    <p className="text-sm text-fg-muted">
      {t.rich("codeExpiresIn", { time: () => <span className="font-semibold tabular-nums text-fg">{minutesAndSeconds(secondsLeft)}</span> })}
    </p>
  );
}

const CODE_EXPIRED_TEXT = "The code has expired. Request a new one.";

/** 581 → "9:41" */
const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** How long the code still works, then that it no longer does (announced once, not every tick). */
export function CodeExpiry({ secondsLeft }: { secondsLeft: number }) {
  if (secondsLeft <= 0) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {CODE_EXPIRED_TEXT}
      </p>
    );
  }
  return (
    <p className="text-sm text-fg-muted">
      The code expires in <span className="font-semibold tabular-nums text-fg">{minutesAndSeconds(secondsLeft)}</span>
    </p>
  );
}

/**
 * Runs `work` once the page has loaded and the browser is idle, so that optional code (analytics,
 * error reporting) never competes with the first paint for the network or the main thread.
 */
export function whenIdle(work: () => void): void {
  const onIdle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(() => work(), { timeout: 3000 }) : setTimeout(work, 1));
  if (document.readyState === "complete") onIdle();
  else window.addEventListener("load", onIdle, { once: true });
}

/**
 * Runs `work` at the shopper's first sign of using the page: a touch, a click, a key, a mouse
 * movement, a wheel turn. Code that only an interaction can need (dialogs, the cart panel, the
 * quantity stepper, the navigation progress bar) waits for this instead of for idle, so a visit
 * that never touches the page (a crawler, a lab measurement, a glance) never downloads it. Later
 * calls run at once.
 */
const EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel"] as const;

let interacted = false;
let waiting: (() => void)[] = [];

function onInteraction() {
  interacted = true;
  for (const type of EVENTS) window.removeEventListener(type, onInteraction, true);
  const works = waiting;
  waiting = [];
  works.forEach((work) => work());
}

export function onFirstInteraction(work: () => void): void {
  if (interacted) return work();
  if (waiting.length === 0) for (const type of EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  waiting.push(work);
}

import type { MouseEvent } from "react";

/** A click on a modal dialog's ::backdrop reaches the dialog itself, at a point outside its box. */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

"use client";

import { createUsePuck, type Data } from "@puckeditor/core";
import { buttonClass } from "@/components/ui/button";

const usePuck = createUsePuck();
const ROOT_ZONE = "root:default-zone";
/** At least 24 px square (WCAG target size), on Puck's dark action bar. */
const MOVE_BUTTON = "grid min-h-6 min-w-6 place-items-center rounded text-white hover:bg-white/20 disabled:opacity-40";

/** Publish, as a real button: the editor's blocks as Puck holds them now. */
export function PublishButton({ onPublish }: { onPublish: (data: Data) => void }) {
  const data = usePuck((puck) => puck.appState.data);
  return (
    <button type="button" className={buttonClass("primary", "sm")} onClick={() => onPublish(data)}>
      Publish
    </button>
  );
}

/** Move up and Move down for the selected block: reordering from the keyboard, beside Puck's own actions. */
export function MoveButtons() {
  const dispatch = usePuck((puck) => puck.dispatch);
  const selector = usePuck((puck) => puck.appState.ui.itemSelector);
  const count = usePuck((puck) => puck.appState.data.content.length);
  if (!selector || (selector.zone ?? ROOT_ZONE) !== ROOT_ZONE) return null;
  const { index } = selector;
  const move = (to: number) =>
    dispatch({ type: "reorder", sourceIndex: index, destinationIndex: to, destinationZone: ROOT_ZONE });
  return (
    <>
      <button type="button" aria-label="Move up" disabled={index === 0} className={MOVE_BUTTON} onClick={() => move(index - 1)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" aria-label="Move down" disabled={index === count - 1} className={MOVE_BUTTON} onClick={() => move(index + 1)}>
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}

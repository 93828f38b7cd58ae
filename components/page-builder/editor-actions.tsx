"use client";

import { ActionBar, createUsePuck, type Data } from "@puckeditor/core";
import { buttonClass } from "@/components/ui/button";

const usePuck = createUsePuck();
const ROOT_ZONE = "root:default-zone";

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
      <ActionBar.Action label="Move up" onClick={() => index > 0 && move(index - 1)}>
        <span aria-hidden="true">↑</span>
      </ActionBar.Action>
      <ActionBar.Action label="Move down" onClick={() => index < count - 1 && move(index + 1)}>
        <span aria-hidden="true">↓</span>
      </ActionBar.Action>
    </>
  );
}

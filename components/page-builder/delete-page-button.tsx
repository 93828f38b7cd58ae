"use client";

import { browserFetch } from "@/lib/api/browser-transport";
import { deleteConsolePage } from "@/lib/api/console/pages";
import type { ConsolePage } from "@/lib/api/schemas/console/pages";
import { ConfirmedActionButton } from "@/components/console/confirmed-action-button";

/** Deletes a page after a confirmation; the home page has no such button (and the server refuses it). */
export function DeletePageButton({ page }: { page: ConsolePage }) {
  return (
    <ConfirmedActionButton label={`Delete ${page.name}`} question={`Delete the page ${page.url}, its draft and its versions?`} action={() => deleteConsolePage(browserFetch, page.id)}>
      Delete
    </ConfirmedActionButton>
  );
}

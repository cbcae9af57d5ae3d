"use client";

import { useSyncExternalStore } from "react";

/** An open <dialog> of the page; the overlay queue's own carry data-overlay-queue. */
const openPageDialog = "dialog[open]:not([data-overlay-queue])";

function pageDialogIsOpen(): boolean {
  return document.querySelector(openPageDialog) !== null;
}

/** A dialog opens by its `open` attribute and may leave the page while open: both are watched. */
function watchDialogs(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["open"],
  });
  return () => {
    observer.disconnect();
  };
}

/**
 * Whether a dialog of the page itself is open: the order dialog a direct link to /Order opens,
 * the booking sheet, the filters, the menu, or any other <dialog> (docs/decisions/0060). Read
 * from the page rather than from a list of dialogs, so one added later is known without being
 * told about the queue; one query per batch of changes costs next to nothing.
 */
export function usePageDialogOpen(): boolean {
  return useSyncExternalStore(watchDialogs, pageDialogIsOpen, () => false);
}

"use client";

import { useEffect, useRef } from "react";

/**
 * Calls `onClosed` whenever the dialog with this test id closes, however it closed. Chrome may
 * close a modal <dialog> on Escape without a "cancel" event (close-watcher rules without a
 * recent user activation), which the shared Modal's onClose never hears; the "close" event
 * always fires.
 */
export function useDialogClosed(testId: string, onClosed: () => void): void {
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  });
  useEffect(() => {
    const dialog = document.querySelector(`dialog[data-testid="${testId}"]`);
    if (!dialog) return;
    const listener = () => {
      latest.current();
    };
    dialog.addEventListener("close", listener);
    return () => {
      dialog.removeEventListener("close", listener);
    };
  }, [testId]);
}

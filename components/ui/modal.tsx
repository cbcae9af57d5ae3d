"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/** Focus goes back where it was, unless that element has left the page (or was the body). */
function returnFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected && target !== document.body)
    target.focus({ preventScroll: true });
}

/**
 * Modal dialog on the native <dialog>: the rest of the page becomes inert (focus stays inside),
 * Escape and a click on the backdrop close it. Max 650 px wide on desktop (public-and-shared §2
 * Other overlays). Focus (docs/decisions/0060):
 * - it opens on the dialog itself, named by its title, not on the close button: a button focused
 *   by script as a popup opens by itself gets the browser's keyboard ring, which read as a fault.
 *   Tab reaches the close button, ringed then;
 * - closing gives focus back to the element that had it when the dialog opened (what opened it,
 *   or where the visitor was when it opened by itself), also when the dialog leaves the page as it
 *   closes, which the browser's own return does not survive.
 * Any open modal is a dialog of the page to the overlay queue, which opens no promotion over it
 * (components/overlays/page-dialogs.ts); `queued` marks the queue's own popups, which are not.
 * A close the browser makes by itself (Escape or a back gesture without a "cancel" event) is
 * reported through `onClose` like any other, so a dismissal is kept.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = "center",
  testId,
  queued = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  variant?: "center" | "side";
  testId?: string;
  queued?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  // Whether this component has the dialog open: a "close" event while it does was the browser's.
  const openHere = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    element.focus({ preventScroll: true });
    openHere.current = true;
    // Runs when `open` turns false and when the dialog leaves the page, open or not.
    return () => {
      openHere.current = false;
      if (element.open) element.close();
      returnFocus(opener);
    };
  }, [open]);

  const placement =
    variant === "side"
      ? "m-0 ml-auto h-full max-h-full w-[min(22rem,100vw)] rounded-none"
      : "m-auto w-[calc(100vw-2rem)] max-w-[650px] rounded-2xl";

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      data-overlay-queue={queued ? "" : undefined}
      tabIndex={-1}
      className={`${placement} bg-surface text-ink p-0 shadow-2xl outline-none backdrop:bg-black/50`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Escape or a phone's back gesture may close the dialog without a "cancel" event (the
      // browser's close-watcher rules): the popup still counts as closed, dismissal and all.
      onClose={() => {
        // Closed here (the event of a close made on the way out), or open again since.
        if (!openHere.current || dialog.current?.open) return;
        openHere.current = false;
        latestOnClose.current();
      }}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop, outside the panel.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b border-black/10 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          // Reached by Tab, not focused on open. The ring is the brand colour, not the accent
          // (red for some partners, which reads as an error), and has 3:1 on the panel.
          className="focus-visible:outline-brand -m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none"
          aria-label="Close"
        >
          ×
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}

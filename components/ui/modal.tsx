"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * Modal dialog on the native <dialog>: the rest of the page becomes inert (focus stays inside),
 * Escape and a click on the backdrop close it, focus returns to where it was. Max 650 px wide
 * on desktop (public-and-shared §2 Other overlays).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = "center",
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  variant?: "center" | "side";
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
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
      className={`${placement} bg-surface text-ink p-0 shadow-2xl backdrop:bg-black/50`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
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
          // The dialog focuses this button as it opens. The ring is the brand colour, not the
          // accent (red for some partners, which reads as an error), and has 3:1 on the panel.
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

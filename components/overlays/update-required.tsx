"use client";

import { useEffect, useRef } from "react";
import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { isUpdateRequired } from "@/shared/rules/app-version";
import { isIos } from "@/shared/rules/overlay-visibility";
import { useOverlayTurn } from "./overlay-queue";

/**
 * Covers the page when the native app is older than the partner's minimum version. First in
 * the overlay queue: while it shows, no other overlay opens. A modal <dialog> in the top layer,
 * so the page under it is inert (focus and screen readers stay on it) and nothing can be drawn
 * over it; Escape does not close it, as there is nothing to go back to.
 */
export function UpdateRequired({
  minimumAppVersion,
  stores,
}: {
  minimumAppVersion: string;
  stores: { ios: string; android: string };
}) {
  // Primitives only: useSyncExternalStore compares snapshots by identity.
  const userAgent = useBrowserValue(() => navigator.userAgent, "");
  const touchPoints = useBrowserValue(() => navigator.maxTouchPoints, 0);
  const onTurn = useOverlayTurn("updateRequired", isUpdateRequired(userAgent, minimumAppVersion));
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (onTurn && element && !element.open) element.showModal();
  }, [onTurn]);

  if (!onTurn) return null;
  const store = isIos(userAgent, touchPoints) ? stores.ios : stores.android;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="update-required-title"
      className="bg-surface text-ink m-0 h-full max-h-none w-full max-w-none p-6 text-center backdrop:bg-[var(--brand-surface)] open:flex open:items-center open:justify-center"
      data-testid="update-required"
      data-overlay-queue=""
      onCancel={(event) => {
        event.preventDefault();
      }}
    >
      <div className="max-w-sm">
        <h2 id="update-required-title" className="text-2xl font-bold">
          New Version Available
        </h2>
        <p className="mt-3 text-lg">Update now to keep using the app</p>
        <a href={store} className="button-primary mt-8">
          Update now
        </a>
      </div>
    </dialog>
  );
}

"use client";

import { useBrowserValue } from "@/lib/client/hooks/use-hydrated";
import { useOverlayTurn } from "./overlay-queue";
import { isIos } from "@/lib/shared/rules/overlay-visibility";
import { isUpdateRequired } from "@/lib/shared/rules/app-version";

/**
 * Covers the page when the native app is older than the partner's minimum version. First in
 * the overlay queue: while it shows, no other overlay opens.
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
  if (!onTurn) return null;
  const store = isIos(userAgent, touchPoints) ? stores.ios : stores.android;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="update-required-title"
      className="bg-surface fixed inset-0 z-[100] flex items-center justify-center p-6 text-center"
      data-testid="update-required"
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
    </div>
  );
}

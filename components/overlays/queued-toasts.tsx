"use client";

import { useSonner } from "sonner";
import { ToastRegion } from "@/components/ui/toast-region";
import { useOverlayTurn } from "./overlay-queue";

/**
 * The page's toasts, taking their turn in the overlay queue (docs/decisions/0029): while a
 * higher overlay shows (update-required, the session warning, a popup) the toasts wait out of
 * sight, and while one shows, the survey bar and install banner wait. The region itself stays
 * mounted, so a toast raised meanwhile is not lost, and is drawn as the page's live region
 * whenever no toast is waiting.
 */
export function QueuedToasts() {
  const { toasts } = useSonner();
  const onTurn = useOverlayTurn("toast", toasts.length > 0);
  return (
    <div hidden={toasts.length > 0 && !onTurn} data-testid="toast-region">
      <ToastRegion />
    </div>
  );
}

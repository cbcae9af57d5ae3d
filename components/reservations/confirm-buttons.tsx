import type { ReactNode } from "react";

interface ConfirmButtonsProps {
  /** The action runs: its button says so and takes no second tap. */
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
  readonly onConfirm: () => void;
  /** The way back (a button or a link), beside the action and styled as secondary. */
  readonly back: ReactNode;
}

/**
 * The last step of changing or cancelling a booking, the same on the member's list, the change
 * flow and the emailed link (decision 0059): one primary action that shows it is running, and the
 * way back beside it, stacked on a phone.
 */
export function ConfirmButtons({ busy, label, busyLabel, onConfirm, back }: ConfirmButtonsProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <button type="button" className="button-primary" disabled={busy} onClick={onConfirm}>
        {busy ? busyLabel : label}
      </button>
      {back}
    </div>
  );
}

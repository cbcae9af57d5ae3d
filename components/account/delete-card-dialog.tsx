"use client";

import { Modal } from "@/components/ui/modal";
import type { LinkedCard } from "@/shared/contracts/cards";

/**
 * Confirms a card deletion (account-center §2 Manage cards). Deleting the last card closes the
 * account and signs the member out, so that case gets its own wording and title.
 */
export function DeleteCardDialog({
  card,
  closesAccount,
  programName,
  onCancel,
  onConfirm,
}: {
  card: LinkedCard | null;
  closesAccount: boolean;
  programName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const name = card ? `${card.description} ending in ${card.lastFour}` : "";
  return (
    <Modal
      open={card !== null}
      onClose={onCancel}
      title={closesAccount ? "Delete your last card and close your account?" : "Delete this card?"}
      testId={closesAccount ? "close-account-dialog" : "delete-card-dialog"}
    >
      {closesAccount ? (
        <>
          <p>
            Your <strong>{name}</strong> is the only card linked to your account. Deleting it closes your{" "}
            {programName} dining account, you stop earning, and you will be signed out.
          </p>
          <p className="mt-3">To reopen the account later, sign in again and link a card.</p>
        </>
      ) : (
        <p>
          Your <strong>{name}</strong> will stop earning rewards at participating restaurants. Dining you
          already paid for with it still counts.
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="button-secondary" onClick={onCancel}>
          {closesAccount ? "Keep my card" : "Cancel"}
        </button>
        <button
          type="button"
          className="inline-flex min-h-[50px] items-center justify-center rounded-full bg-red-700 px-7 font-bold text-white hover:bg-red-800"
          onClick={onConfirm}
        >
          {closesAccount ? "Delete and close account" : "Delete card"}
        </button>
      </div>
    </Modal>
  );
}

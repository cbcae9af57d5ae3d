"use client";

import { lazy, Suspense, useState } from "react";
import type { UnlockTier } from "@/shared/rules/earn-statement";

const loadModal = () => import("./tier-unlock-modal");
// The dialog's code (and the dialog component with it) loads on the prompt's first use, not with
// every page that lists a card (decision 0040); pointing at or focusing the prompt starts it early.
const TierUnlockModal = lazy(() => loadModal().then((module) => ({ default: module.TierUnlockModal })));

/**
 * "Unlock access to earn" on a merchant card or page: opens a modal inviting the member to the
 * next tier that earns at this acclaimed merchant. `earnRate` is that tier's rate, already formatted.
 */
export function TierUnlockPrompt({
  tier,
  merchantName,
  earnRate,
}: {
  tier: UnlockTier;
  merchantName: string;
  earnRate: string | null;
}) {
  const [open, setOpen] = useState(false);
  // The dialog joins the page on first use only: a list of 20 cards need not carry 20 dialogs.
  const [used, setUsed] = useState(false);
  const warm = () => {
    void loadModal();
  };
  return (
    <>
      <button
        type="button"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="text-brand relative z-10 inline-flex min-h-11 items-center gap-1.5 text-sm font-bold underline underline-offset-4"
        data-testid="unlock-prompt"
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <rect x="4" y="9" width="12" height="9" rx="2" fill="currentColor" />
          <path d="M7 9V6.5a3 3 0 016 0" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        Unlock access to earn
        <span className="sr-only"> at {merchantName}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <TierUnlockModal
            tier={tier}
            merchantName={merchantName}
            earnRate={earnRate}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

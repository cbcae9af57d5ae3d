"use client";

import Link from "next/link";
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import type { UnlockTier } from "@/lib/shared/rules/earn-statement";

/** The call to action per tier (account-center §1): tier 2 by opting in to emails, tier 3 is VIP. */
const unlockCopy: Record<UnlockTier, { title: string; body: string; cta: string; href: string }> = {
  2: {
    title: "Opt in to emails to earn here",
    body: "Acclaimed restaurants like this one reward members who receive our emails. Opt in from your profile and you start earning here on your next visit.",
    cta: "Opt in to emails",
    href: "/account/user_profile",
  },
  3: {
    title: "Reach VIP status to earn here",
    body: "This acclaimed restaurant rewards VIP members. Keep dining at participating restaurants to reach VIP status and unlock earning here.",
    cta: "See your VIP progress",
    href: "/account/overview",
  },
};

/**
 * "Unlock access to earn" on a merchant card: opens a modal inviting the member to the next
 * tier that earns at this acclaimed merchant. `earnRate` is that tier's rate, already formatted.
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
  const copy = unlockCopy[tier];
  return (
    <>
      <button
        type="button"
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
        <Modal
          open={open}
          onClose={() => {
            setOpen(false);
          }}
          title={copy.title}
          testId="tier-unlock-modal"
        >
          <p className="leading-relaxed">{copy.body}</p>
          {earnRate ? (
            <p className="mt-3 font-bold">
              Members at this level earn {earnRate} at {merchantName}.
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap gap-3">
            <Link href={copy.href} className="button-primary">
              {copy.cta}
            </Link>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setOpen(false);
              }}
            >
              Not now
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}

"use client";

import Link from "next/link";
import { Modal } from "@/components/ui/modal";
import type { UnlockTier } from "@/shared/rules/earn-statement";

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
 * The dialog behind "Unlock access to earn": the next tier that earns at this acclaimed
 * merchant and how to reach it. Loaded by the prompt on its first tap (tier-unlock-prompt.tsx).
 */
export function TierUnlockModal({
  tier,
  merchantName,
  earnRate,
  open,
  onClose,
}: {
  tier: UnlockTier;
  merchantName: string;
  earnRate: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const copy = unlockCopy[tier];
  return (
    <Modal open={open} onClose={onClose} title={copy.title} testId="tier-unlock-modal">
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
        <button type="button" className="button-secondary" onClick={onClose}>
          Not now
        </button>
      </div>
    </Modal>
  );
}

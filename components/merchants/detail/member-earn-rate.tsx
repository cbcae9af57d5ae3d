"use client";

import { TierUnlockPrompt } from "@/components/merchants/tier-unlock-modal";
import { useMember } from "@/lib/client/hooks/use-member";
import { earningTier } from "@/lib/shared/merchants/tier-earn";
import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";

export interface MemberEarnLine {
  tierLevel: number;
  /** Formatted rate, or null when this tier does not earn here. */
  rate: string | null;
  unlockTier: 2 | 3 | null;
  unlockRate: string | null;
}

/**
 * What the person looking earns here: the signed-in member's own rate (or the unlock prompt at
 * an acclaimed merchant), a sign-in invitation for visitors, nothing while that is unknown.
 */
export function MemberEarnRate({
  merchantName,
  enrollmentType,
  lines,
}: {
  merchantName: string;
  enrollmentType: EnrollmentType;
  lines: readonly MemberEarnLine[];
}) {
  const state = useMember();
  const box = "flex min-h-16 flex-wrap items-center gap-3 rounded-xl border-2 border-brand/20 bg-brand/5 p-4";
  if (state.status === "loading" || lines.length === 0) {
    return <div className="min-h-16" aria-hidden="true" />;
  }
  if (state.status === "anonymous") {
    if (enrollmentType === "none") {
      const base = lines.find((line) => line.tierLevel === 0)?.rate;
      return base ? (
        <p className={box} data-testid="member-earn-rate">
          <span className="text-brand text-lg font-bold">Earn {base}</span>
          <span>when you pay with your registered card.</span>
        </p>
      ) : null;
    }
    return (
      <p className={box} data-testid="member-earn-rate">
        <span>Members earn rewards on every qualifying visit.</span>
        <SiteLink
          href={enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn}
          className="text-brand font-bold underline underline-offset-4"
        >
          Sign in to see your offer
        </SiteLink>
      </p>
    );
  }
  const line = lines.find((candidate) => candidate.tierLevel === earningTier(state.member.tierLevel));
  if (!line) return null;
  return (
    <div className={box} data-testid="member-earn-rate">
      {line.rate ? (
        <p>
          <span className="block text-sm font-bold">Your rate, {state.member.firstName}</span>
          <span className="text-brand text-lg font-bold">Earn {line.rate}</span>
        </p>
      ) : line.unlockTier ? (
        <>
          <p>Your membership level doesn&apos;t earn at this acclaimed restaurant yet.</p>
          <TierUnlockPrompt tier={line.unlockTier} merchantName={merchantName} earnRate={line.unlockRate} />
        </>
      ) : (
        <p>Your membership level does not earn at this restaurant.</p>
      )}
    </div>
  );
}

"use client";

import { TierUnlockPrompt } from "@/components/merchants/tier-unlock-modal";
import { useMember } from "@/lib/client/hooks/use-member";
import { earnStatement } from "@/lib/shared/rules/earn-statement";
import { SiteLink } from "@/components/shell/site-link";
import { authHrefs } from "@/lib/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";
import type { MerchantEarnFacts } from "./merchant-earn-facts";

/**
 * What the person looking earns here, from the earn statement (the card and the tier table
 * read the same one): the signed-in member's own rate (or the unlock prompt), a sign-in
 * invitation for visitors where members earn, nothing while who is looking is unknown.
 */
export function MemberEarnRate({
  merchantName,
  enrollmentType,
  facts,
}: {
  merchantName: string;
  enrollmentType: EnrollmentType;
  facts: MerchantEarnFacts;
}) {
  const state = useMember();
  const box = "flex min-h-16 flex-wrap items-center gap-3 rounded-xl border-2 border-brand/20 bg-brand/5 p-4";
  if (state.status === "loading") return <div className="min-h-16" aria-hidden="true" />;
  const member = state.status === "member" ? state.member : null;
  const statement = earnStatement({ ...facts, viewer: member, date: null });
  if (!statement.showRate) return null;
  const { viewer } = statement;
  if (statement.earningTiers.length === 0) {
    return (
      <p className={box} data-testid="member-earn-rate" data-earns="false">
        No membership level earns rewards at this restaurant right now.
      </p>
    );
  }
  if (member === null) {
    if (enrollmentType === "none") {
      return (
        <p className={box} data-testid="member-earn-rate" data-earns={viewer.earns}>
          {viewer.earns && viewer.tier ? (
            <>
              <span className="text-brand text-lg font-bold">Earn {viewer.tier.rate}</span>
              <span>when you pay with your registered card.</span>
            </>
          ) : (
            "Members do not earn rewards at this restaurant right now."
          )}
        </p>
      );
    }
    return (
      <p className={box} data-testid="member-earn-rate">
        <span>Members earn rewards on qualifying visits here.</span>
        <SiteLink
          href={enrollmentType === "sso" ? authHrefs.ssoSignIn : authHrefs.directSignIn}
          className="text-brand font-bold underline underline-offset-4"
        >
          Sign in to see your offer
        </SiteLink>
      </p>
    );
  }
  const unlockTier = viewer.tier?.unlockTier ?? null;
  return (
    <div className={box} data-testid="member-earn-rate" data-earns={viewer.earns}>
      {viewer.earns && viewer.tier ? (
        <p>
          <span className="block text-sm font-bold">Your rate, {member.firstName}</span>
          <span className="text-brand text-lg font-bold">Earn {viewer.tier.rate}</span>
        </p>
      ) : unlockTier !== null && viewer.unlock ? (
        <>
          <p>Your membership level doesn&apos;t earn at this restaurant yet.</p>
          <TierUnlockPrompt tier={unlockTier} merchantName={merchantName} earnRate={viewer.unlock.rate} />
        </>
      ) : (
        <p>Your membership level does not earn at this restaurant.</p>
      )}
    </div>
  );
}

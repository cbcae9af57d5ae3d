"use client";

import { TierUnlockPrompt } from "@/components/merchants/tier-unlock-prompt";
import { earnStatement } from "@/shared/rules/earn-statement";
import { earnRateBox, NoEarningTier } from "./earn-rate-box";
import type { MerchantEarnFacts } from "./merchant-earn-facts";

/**
 * The signed-in member's own rate here, or the prompt to unlock it, from the same earn
 * statement as the tier table. Loaded once the member's answer is in (member-earn-rate.tsx).
 */
export function MemberOwnRate({
  member,
  merchantName,
  facts,
}: {
  member: { readonly firstName: string; readonly tierLevel: number };
  merchantName: string;
  facts: MerchantEarnFacts;
}) {
  const statement = earnStatement({ ...facts, viewer: member, date: null });
  if (!statement.showRate) return null;
  const { viewer } = statement;
  if (statement.earningTiers.length === 0) return <NoEarningTier />;
  const unlockTier = viewer.tier?.unlockTier ?? null;
  return (
    <div className={earnRateBox} data-testid="member-earn-rate" data-earns={viewer.earns}>
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

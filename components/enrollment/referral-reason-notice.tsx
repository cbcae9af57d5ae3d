"use client";

import { useSearchParams } from "next/navigation";

/**
 * Why an activation link brought the visitor to /join (codes 0-2) or /login (codes 3-4), per the
 * referral reason codes of public-and-shared §9. Each page passes the codes it can receive, so a
 * hand-edited URL never shows a sign-in reason on the join page or the other way round.
 */
const reasons: Readonly<Record<string, string>> = {
  "0": "That activation link is incomplete. Join below to start earning.",
  "1": "We couldn't find a membership for that activation link. Join below to start earning.",
  "2": "Your membership has no online account yet. Create one below to start earning.",
  "3": "Your benefits are already active. Sign in to see your offers and rewards.",
  "4": "Your account is closed. Sign in and link a card to start earning again.",
};

export function ReferralReasonNotice({ codes }: { readonly codes: readonly string[] }) {
  const code = useSearchParams().get("rfr") ?? "";
  const reason = codes.includes(code) ? reasons[code] : undefined;
  if (!reason) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-bold text-amber-900"
    >
      {reason}
    </p>
  );
}

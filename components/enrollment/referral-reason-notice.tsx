"use client";

import { useSearchParams } from "next/navigation";

/** Why an activation link brought the visitor to /join (public-and-shared §9 referral reason codes). */
const reasons: Readonly<Record<string, string>> = {
  "0": "That activation link is incomplete. Join below to start earning.",
  "1": "We couldn't find a membership for that activation link. Join below to start earning.",
  "2": "Your membership has no online account yet. Create one below to start earning.",
};

export function ReferralReasonNotice() {
  const reason = reasons[useSearchParams().get("rfr") ?? ""];
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

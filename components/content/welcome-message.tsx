"use client";

import { useState } from "react";
import { useMember, useMemberQuery } from "@/lib/client/hooks/use-member";
import { greetingFor } from "@/shared/rules/greeting";

/**
 * The member's greeting on a content banner that asks for it, by the same rule as the account
 * overview's: "Welcome" in their first week after joining, "Welcome back" after. The join date
 * is in the member's full answer, the query every member-aware component of the page shares.
 */
export function WelcomeMessage() {
  const state = useMember();
  const account = useMemberQuery().data;
  // Read once: the greeting does not change while the page is open.
  const [now] = useState(() => new Date());
  if (state.status !== "member" || !account) return null;
  return (
    <p className="text-lg font-bold" data-testid="welcome-message">
      {greetingFor(state.member.firstName, new Date(account.joinDate), now)}
    </p>
  );
}

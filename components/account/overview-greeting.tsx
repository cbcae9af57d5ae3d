"use client";

import { useState } from "react";
import { useMemberQuery } from "@/lib/client/hooks/use-member";
import { greetingFor } from "@/lib/shared/rules/greeting";
import { useAccountSession } from "./account-session";

/**
 * The overview's heading, greeting the member by name: "Welcome" in their first week, "Welcome
 * back" after. The join date is in the member's full answer (the same query the overview reads).
 */
export function OverviewGreeting() {
  const { member } = useAccountSession();
  const account = useMemberQuery().data;
  // Read once: the greeting does not change while the page is open.
  const [now] = useState(() => new Date());
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Account overview</h1>
      {account ? (
        <p className="text-muted mt-2 text-lg" data-testid="overview-greeting">
          {greetingFor(member.firstName, new Date(account.joinDate), now)}
        </p>
      ) : null}
    </div>
  );
}

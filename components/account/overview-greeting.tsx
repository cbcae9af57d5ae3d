"use client";

import { useState } from "react";
import { greetingFor } from "@/shared/rules/greeting";
import { useAccountSession } from "./account-session";

/**
 * The overview's heading, greeting the member by name: "Welcome" in their first week, "Welcome
 * back" after, from the join date in the member's full answer.
 */
export function OverviewGreeting() {
  const { member } = useAccountSession();
  // Read once: the greeting does not change while the page is open.
  const [now] = useState(() => new Date());
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Account overview</h1>
      <p className="text-muted mt-2 text-lg" data-testid="overview-greeting">
        {greetingFor(member.firstName, new Date(member.joinDate), now)}
      </p>
    </div>
  );
}

"use client";

import { useAccountSession } from "./account-session";

/** The overview's heading, greeting the member by name. */
export function OverviewGreeting() {
  const { member } = useAccountSession();
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold">Account overview</h1>
      <p className="text-muted mt-2 text-lg">Welcome back, {member.firstName}.</p>
    </div>
  );
}

"use client";

import { useMember } from "@/lib/client/hooks/use-member";

/** "Welcome back, {first name}" for a signed-in member on a content banner that asks for it. */
export function WelcomeMessage() {
  const state = useMember();
  if (state.status !== "member") return null;
  return (
    <p className="text-lg font-bold" data-testid="welcome-message">
      Welcome back, {state.member.firstName}!
    </p>
  );
}

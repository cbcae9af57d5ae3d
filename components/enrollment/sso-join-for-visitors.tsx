"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useMember } from "@/lib/client/hooks/use-member";
import { pageLoaderText } from "@/shared/constants";

/**
 * The SSO partner's /join invites visitors to "Join with your program account". A member who has
 * already signed in through the program is past that step (after SSO the page no longer
 * shows the invitation): without a card they go on to link one, with cards to their account.
 */
export function SsoJoinForVisitors({ children }: { children: ReactNode }) {
  const memberState = useMember();
  const router = useRouter();
  const member = memberState.status === "member" ? memberState.member : null;
  const destination = member
    ? member.memberType === "NonCardMember"
      ? "/add_card"
      : "/account/overview"
    : null;
  useEffect(() => {
    if (destination) router.replace(destination);
  }, [destination, router]);
  if (destination)
    return (
      <p role="status" className="text-muted py-6">
        {pageLoaderText}
      </p>
    );
  return <>{children}</>;
}

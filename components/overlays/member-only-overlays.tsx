"use client";

import { useEffect } from "react";
import { onDemand } from "@/components/shell/on-demand";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMember } from "@/lib/client/hooks/use-member";
import { useOverlayTurn } from "./overlay-queue";

const memberOverlays = onDemand(() => import("./member-overlays").then((module) => module.MemberOverlays));

/**
 * With no member signed in there is no session to warn about. The queue counts an overlay that
 * has not reported as still deciding, so this stands in for the session timers and says so.
 */
function NoSessionWarning() {
  useOverlayTurn("sessionWarning", false);
  return null;
}

/**
 * The member's overlays (session timers and warning, the credentials guard) once the member
 * query says there is a member. Their code starts loading while the member is being read (a
 * session may be live), so it is usually there with the answer; a visitor never downloads it.
 */
export function MemberOnlyOverlays() {
  const hydrated = useHydrated();
  const memberState = useMember();
  // After hydration, "loading" means the session cookie is live and the answer is on its way.
  const memberPending = hydrated && memberState.status === "loading";
  useEffect(() => {
    if (memberPending) memberOverlays.preload();
  }, [memberPending]);
  return memberState.status === "member" ? <memberOverlays.Component /> : <NoSessionWarning />;
}

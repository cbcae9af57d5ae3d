"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { useMemberQuery } from "@/lib/client/hooks/use-member";
import type { MemberHomePartner } from "./member-home-hero";

function MemberHomeLoading() {
  return <div className="bg-brand min-h-96" aria-busy="true" data-testid="member-home-loading" />;
}

/**
 * A member's hero shows only after hydration, once their answer is in: its code (cards query,
 * progress) loads then, not with the home page every visitor opens (docs/performance.md, Bundles).
 */
const MemberHomeHero = dynamic(() => import("./member-home-hero").then((module) => module.MemberHomeHero), {
  ssr: false,
  loading: MemberHomeLoading,
});

/**
 * The home is one cached page for everyone; who is looking is asked in the browser, and only
 * when a session cookie exists (useMemberQuery), so an anonymous visitor makes no member call
 * and keeps the server-rendered hero (`visitor`). A signed-in member gets their own state
 * instead; while their answer loads, a quiet placeholder stands in, never the join pitch.
 */
export function HomeHeroForViewer({ visitor, partner }: { visitor: ReactNode; partner: MemberHomePartner }) {
  const hydrated = useHydrated();
  const member = useMemberQuery();
  if (hydrated && member.data) return <MemberHomeHero member={member.data} partner={partner} />;
  // A live session still loading: no pitch to a member who is about to be shown their own home.
  if (hydrated && member.fetchStatus === "fetching" && member.data === undefined)
    return <MemberHomeLoading />;
  return <>{visitor}</>;
}

/** Content for visitors only (the join steps): hidden once a signed-in member is known. */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const member = useMemberQuery();
  return hydrated && member.data ? null : <>{children}</>;
}
